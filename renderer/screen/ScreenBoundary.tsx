import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ScreenMessage } from './ScreenMessage.tsx';

interface Props {
  /** Names the screen for developers. */
  screen: string;
  texts: { text: string; retry: string };
  /** Told what threw, for developers (`message`) and for the app's reports (`error` and where in the tree). */
  report(message: string, error: unknown, componentStack: string | undefined): void;
  children: ReactNode;
}

/**
 * Keeps a screen whose block throws from taking the page down with it (React would unmount the whole app and leave
 * a blank page): the screen's failure message, with Retry, which draws the screen afresh.
 */
export class ScreenBoundary extends Component<Props, { failed: boolean; attempt: number }> {
  override state = { failed: false, attempt: 0 };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    const message = `screen ${this.props.screen} failed to draw: ${error instanceof Error ? error.message : String(error)}`;
    this.props.report(message, error, info.componentStack ?? undefined);
  }

  override render(): ReactNode {
    if (!this.state.failed) return <ScreenAttempt key={this.state.attempt}>{this.props.children}</ScreenAttempt>;
    const { texts } = this.props;
    return (
      <main>
        <ScreenMessage
          kind="error"
          text={texts.text}
          action={texts.retry}
          onAction={() => this.setState(({ attempt }) => ({ failed: false, attempt: attempt + 1 }))}
        />
      </main>
    );
  }
}

/** One attempt at the screen: a Retry draws it under a new key, so it is made afresh. */
function ScreenAttempt({ children }: { children: ReactNode }) {
  return children;
}
