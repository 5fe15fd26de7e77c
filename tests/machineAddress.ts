import { execFileSync } from 'node:child_process';
import { networkInterfaces } from 'node:os';

const LINK = 'lp-host-test';
const NAMESPACE = 'loan-pages-host-test';
/** A benchmarking address (RFC 2544): on a link of this machine only, so nothing leaves it. */
const MADE_ADDRESS = '198.18.28.1';

/**
 * An IPv4 address of this machine that is not loopback, as a phone on the Wi-Fi reaches `npm start -- --host`:
 * one of its interfaces', or, on a machine without a network (a CI container), one on a link this makes (a veth
 * pair whose other end is in a network namespace of its own; needs root). A request from this machine to it
 * arrives from that address, not from 127.0.0.1. Throws, saying why, when there is none and none can be made.
 */
export function machineAddress(): { address: string; remove(): void } {
  const found = Object.values(networkInterfaces())
    .flat()
    .find((a) => a && a.family === 'IPv4' && !a.internal);
  if (found) return { address: found.address, remove: () => {} };
  const ip = (...args: string[]) => execFileSync('ip', args, { stdio: 'pipe' });
  const remove = () => {
    for (const undo of [() => ip('link', 'del', LINK), () => ip('netns', 'del', NAMESPACE)])
      try {
        undo();
      } catch {}
  };
  try {
    remove();
    ip('netns', 'add', NAMESPACE);
    ip('link', 'add', LINK, 'type', 'veth', 'peer', 'name', `${LINK}-ns`);
    ip('link', 'set', `${LINK}-ns`, 'netns', NAMESPACE);
    ip('addr', 'add', `${MADE_ADDRESS}/30`, 'dev', LINK);
    ip('link', 'set', LINK, 'up');
    ip('netns', 'exec', NAMESPACE, 'ip', 'link', 'set', `${LINK}-ns`, 'up');
  } catch (error) {
    remove();
    throw new Error(
      `this machine has no network address besides loopback, and making one failed (it needs root and ip): ${(error as Error).message}`,
    );
  }
  return { address: MADE_ADDRESS, remove };
}
