import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { buildApp, buildDirFor } from '../../tools/harness/buildApp.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    buildDir: string;
  }
}

/** One production build for all browser tests of this run, in a folder of its own so parallel runs never share. */
export default async function setup(project: TestProject): Promise<() => void> {
  const dir = buildDirFor(process.pid);
  await buildApp(dir);
  project.provide('buildDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
