import { BUILD_DIR, buildApp } from './buildApp.ts';

/** One production build for all browser tests. */
export default async function setup(): Promise<void> {
  await buildApp(BUILD_DIR);
}
