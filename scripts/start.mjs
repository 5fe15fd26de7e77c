// One command for a fresh machine: the sandbox API and the Vite dev server (which proxies /evolved to it).
import { spawn } from 'node:child_process';

const sandboxPort = process.env.SANDBOX_PORT ?? '8787';
const children = [
  spawn('npx', ['tsx', 'sandbox/server.ts'], { stdio: 'inherit', env: { ...process.env, SANDBOX_PORT: sandboxPort } }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, SANDBOX_URL: `http://127.0.0.1:${sandboxPort}` } }),
];
const stop = (code) => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(code);
};
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
