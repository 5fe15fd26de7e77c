/** Sends one envelope; false when it cannot go now, so the caller keeps it for the next time. */
export type SendReport = (body: string, leaving: boolean) => boolean;

const AT_ONCE = 2;
const GIVE_UP_MS = 10_000;

/**
 * Sends envelopes to `endpoint` so the borrower never notices: `fetch` with `keepalive`, which outlives the page,
 * carries no cookie and no referrer (the page's address and query stay home) and can be given up on; `sendBeacon`
 * where a browser has no `keepalive`. The body goes as text/plain, which needs no preflight. While the page stays,
 * at most two are on their way, each given up after ten seconds, so a collector that hangs holds no connection the
 * page's own calls need; when the page is left, everything goes. A failure or a refusal is dropped, never retried.
 */
export function createSender(endpoint: string): SendReport {
  let sending = 0;
  return (body, leaving) => {
    if (!('keepalive' in Request.prototype)) return navigator.sendBeacon(endpoint, body);
    if (sending >= AT_ONCE && !leaving) return false;
    sending++;
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), GIVE_UP_MS);
    fetch(endpoint, { method: 'POST', body, keepalive: true, credentials: 'omit', referrerPolicy: 'no-referrer', signal: abort.signal })
      .catch(() => undefined)
      .then(() => {
        sending--;
        clearTimeout(timer);
      });
    return true;
  };
}
