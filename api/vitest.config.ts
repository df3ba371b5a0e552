import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/report-backends.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Each test file starts its own API process and databases; two at a time suits 2 cores.
    maxWorkers: 2,
    reporters: ['default'],
  },
});
