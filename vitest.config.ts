import { defineConfig } from 'vitest/config';

// Unit and browser tests both run in Node: browser tests drive Debian's Chromium through playwright-core.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // expect.poll waits on a condition; Vitest's default second is what the app takes on a busy 2-core machine
    // (nine uploads seen as eight thumbnails at 1 s, all nine after 0.3-0.6 s idle): a bound, not a speed check.
    expect: { poll: { timeout: 15_000 } },
    fileParallelism: true,
    maxWorkers: 2,
    typecheck: { enabled: false },
    globalSetup: ['tests/browser/globalSetup.ts'],
    reporters: ['default', 'json'],
    outputFile: { json: '.tmp/vitest-report.json' },
  },
});
