/**
 * Constants and copy texts that TypeScript reads itself rather than through an expression in pages.yaml. The
 * checker cannot see these reads in pages.yaml, so they are declared here; tests/check/code-reads.test.ts scans
 * src/ and renderer/ and fails when a read is missing from this list or an entry no longer matches a read.
 *
 * `whenCalled`: the read happens only inside these expression functions, so only screens calling them use it.
 * Without it the read is on every screen (start-up, the screen frame, messages any screen may show).
 */
export interface CodeRead {
  key: string;
  file: string;
  whenCalled?: readonly string[];
}

const amounts = ['money', 'amount'] as const;

export const codeReads: readonly CodeRead[] = [
  { key: 'const.toastDefaultMs', file: 'src/prepareApp.ts' },
  { key: 'const.toastMinMs', file: 'src/prepareApp.ts' },
  { key: 'const.screenCodeTimeoutMs', file: 'src/prepareApp.ts' },
  { key: 'const.minorUnitsPerMajor', file: 'src/format/formatAmount.ts', whenCalled: amounts },
  { key: 'const.amountDecimals', file: 'src/format/formatAmount.ts', whenCalled: amounts },
  { key: 'const.thousandsSeparator', file: 'src/format/formatAmount.ts', whenCalled: amounts },
  { key: 'const.decimalSeparator', file: 'src/format/formatAmount.ts', whenCalled: amounts },
  { key: 't.ui.notFound', file: 'renderer/RendererApp.tsx' },
  { key: 't.ui.goHome', file: 'renderer/RendererApp.tsx' },
  { key: 't.ui.loadFailed', file: 'renderer/routing/ScreenLoader.tsx' },
  { key: 't.ui.retry', file: 'renderer/routing/ScreenLoader.tsx' },
  { key: 't.ui.loading', file: 'renderer/routing/ScreenLoader.tsx' },
  { key: 't.ui.copyFailed', file: 'renderer/actions/copy.ts' },
  { key: 't.ui.answerFailed', file: 'renderer/actions/call.ts' },
  { key: 't.ui.blockedUrl', file: 'renderer/actions/allowedOrRefused.ts' },
  { key: 't.ui.back', file: 'renderer/screen/ScreenHeader.tsx' },
  { key: 't.ui.close', file: 'renderer/blocks/Modal.tsx' },
  { key: 't.ui.less', file: 'renderer/blocks/Rows.tsx' },
  { key: 't.ui.more', file: 'renderer/blocks/Rows.tsx' },
  { key: 't.ui.unknownBlock', file: 'renderer/blocks/Blocks.tsx' },
];
