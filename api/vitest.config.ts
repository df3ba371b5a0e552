import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/report-backends.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Each test file starts its own API process and databases; two at a time suits 2 cores.
    maxWorkers: 2,
    // The files share a worker's loaded modules instead of importing the whole API again each
    // (import was 85 of 753 worker-seconds): 399 → 307 s for the step on a quiet 2-core machine.
    // Every site a file starts is its own app and database, so nothing of one file reaches another.
    isolate: false,
    reporters: ['default'],
  },
});
