/**
 * Browser journeys against the production build, served exactly as `npm start` serves it (one
 * process: API + shell + published remotes) on a fresh embedded database in a temp folder.
 */
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8181);
const ROOT = path.resolve(import.meta.dirname, '..');
const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'site-e2e-'));

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  outputDir: path.join(ROOT, 'test-results'),
  // The references are one per page whatever project runs them (the default adds the project's name).
  snapshotPathTemplate: '{testDir}/{testFilePath}-snapshots/{arg}{-snapshotSuffix}{ext}',
  projects: [
    { name: 'journeys', testIgnore: /start-budget\.spec\.ts/ },
    // The start-up budget times the main thread in wall time, so it runs once the journeys are done,
    // alone on the machine: beside another worker's journey one load of a page took 3× another.
    { name: 'start-budget', testMatch: /start-budget\.spec\.ts/, dependencies: ['journeys'] },
  ],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'nl-NL',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: 'node api/dist/main.js',
    cwd: ROOT,
    url: `http://localhost:${PORT}/api/user.php`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    // This machine is the journeys' proxy, so a journey can sign up as a client of its own (support.ts ownClient).
    env: { PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn', TRUST_PROXY: '127.0.0.1,::1' },
  },
});
