/** A random id of `bytes` bytes in hex: Sentry's event ids are 16, its span ids 8. */
export function randomHex(bytes: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** What one envelope carries: an error event, or a transaction with the page's timings. */
export interface EnvelopeItem {
  type: 'event' | 'transaction';
  payload: { event_id: string } & Record<string, unknown>;
}

/**
 * One item as Sentry's envelope protocol writes it (https://develop.sentry.dev/sdk/envelopes/): a header line, the
 * item's header line, its JSON. The protocol allows one event or transaction per envelope, so each goes alone.
 */
export function envelope(item: EnvelopeItem, sentAt: number): string {
  const header = { event_id: item.payload.event_id, sent_at: new Date(sentAt).toISOString(), sdk: SDK };
  return `${JSON.stringify(header)}\n${JSON.stringify({ type: item.type })}\n${JSON.stringify(item.payload)}\n`;
}

/** How the reports name their sender, in each envelope's header as Sentry SDKs do. */
const SDK = { name: 'loan-pages.field', version: '1' };
