import { Component, type ReactNode } from 'react';

interface Props {
  /** Shown instead of the children when they fail, e.g. a lazy chunk that did not load on a poor connection. */
  fallback: ReactNode;
  onError?: (error: unknown) => void;
  children: ReactNode;
}

/** Keeps a failing part of a widget from taking the whole screen down. */
export class LoadBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError?.(error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
