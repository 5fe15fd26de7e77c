// One command for a fresh machine: the sandbox API and the Vite dev server (which proxies /evolved to it), on fixed
// ports so bookmarks and phones keep working. They start together and stop together, however the command ends.
//
//   npm start                 http://127.0.0.1:5173 (sandbox on 127.0.0.1:8787)
//   npm start -- --host       also on this machine's network address, for a phone on the same Wi-Fi
//   PORT=5273 SANDBOX_PORT=8887 npm start    other ports
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { networkInterfaces } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = fileURLToPath(new URL('../..', import.meta.url));
const onNetwork = parseArgs({ options: { host: { type: 'boolean', default: false } } }).values.host;
const appPort = Number(process.env.PORT ?? 5173);
const sandboxPort = Number(process.env.SANDBOX_PORT ?? 8787);
const appHost = onNetwork ? '0.0.0.0' : '127.0.0.1';

/** Resolves when nothing listens on host:port, else rejects with the listen error. */
function checkFree(port, host) {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => done()));
  });
}

async function ensureFree(port, host, what, variable) {
  if (!Number.isInteger(port) || port <= 0 || port > 65535) fail(`${variable}=${port} is not a port number`);
  try {
    await checkFree(port, host);
  } catch (error) {
    if (error.code !== 'EADDRINUSE' && error.code !== 'EACCES') throw error;
    const reason = error.code === 'EACCES' ? 'may not be used by this user' : 'is already in use';
    fail(`port ${port} (${what}) ${reason}; stop what uses it, or pick another: ${variable}=${port + 100} npm start`);
  }
}

function fail(message) {
  console.error(`npm start: ${message}`);
  process.exit(1);
}

/** IPv4 addresses of this machine on its networks, where a phone on the same network can reach it. */
function lanAddresses() {
  return Object.values(networkInterfaces())
    .flat()
    .filter((a) => a && a.family === 'IPv4' && !a.internal)
    .map((a) => a.address);
}

await ensureFree(sandboxPort, '127.0.0.1', 'the sandbox API', 'SANDBOX_PORT');
await ensureFree(appPort, appHost, 'the app', 'PORT');

// Node runs both directly (no npx in between), so a signal sent to a child reaches the server itself.
const names = ['the sandbox API', 'the app'];
const children = [
  spawn(process.execPath, ['--import', 'tsx', 'sandbox/server.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, SANDBOX_PORT: String(sandboxPort) },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--port', String(appPort), '--strictPort', '--host', appHost], {
    cwd: root,
    stdio: 'inherit',
    // Vite's bundle loader would parse every module vite.config.ts imports (the checker and its generated validator,
    // about 140) to warn of what a future config loader may not support: it finds nothing here, and took seconds
    // of a start on a busy machine, with a notice that only puzzles a newcomer.
    env: { ...process.env, SANDBOX_URL: `http://127.0.0.1:${sandboxPort}`, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  }),
];

let stopping = false;
/** Stops every child still running (forcefully after 5 s) and exits once all are gone. */
function stop(code) {
  if (stopping) return;
  stopping = true;
  const running = children.filter((c) => c.exitCode === null && c.signalCode === null);
  if (running.length === 0) process.exit(code);
  let left = running.length;
  for (const child of running) {
    child.once('exit', () => {
      if (--left === 0) process.exit(code);
    });
    child.kill('SIGTERM');
  }
  setTimeout(() => {
    for (const child of running) child.kill('SIGKILL');
  }, 5_000).unref();
}

children.forEach((child, i) => {
  // One server dying (a crash, a port taken in the meantime) takes the other down with it.
  child.on('exit', () => {
    if (stopping) return;
    console.error(`npm start: ${names[i]} stopped, so ${names[1 - i]} stops too`);
    stop(1);
  });
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(0));
// npm hands a SIGTERM to the shell that runs this script, and the shell dies without passing it on: notice that
// (this process gets a new parent) rather than leave both servers running.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) stop(0);
}, 300).unref();

if (onNetwork) {
  const addresses = lanAddresses();
  console.log(
    addresses.length
      ? `On a phone on the same network open ${addresses.map((a) => `http://${a}:${appPort}/`).join(' or ')} (e.g. http://${addresses[0]}:${appPort}/complaintList)`
      : 'npm start --host: this machine has no network address besides 127.0.0.1; connect it to the network the phone uses',
  );
}
