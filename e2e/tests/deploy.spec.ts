/**
 * Runtime composition: publishing a remote changes only /remotes.json, and the running shell
 * (not rebuilt, not restarted) loads the new version on the next page load; rollback returns.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const DIST = path.join(ROOT, 'mf-account', 'dist');

/** The mf-account version whose remoteEntry the page loaded. */
async function loadedAccountVersion(page: Page): Promise<string> {
  const entry = page.waitForRequest(/\/remotes\/mf-account\/[^/]+\/remoteEntry\.js/);
  await page.goto('/login');
  await expect(page.getByTestId('login-submit')).toBeVisible();
  return (await entry).url().match(/\/remotes\/mf-account\/([^/]+)\//)![1]!;
}

async function registryVersion(page: Page): Promise<string> {
  return (await (await page.request.get('/remotes.json')).json()).remotes['mf-account'].version;
}

test('a published mf-account version reaches the next page load, and rollback brings the old one back', async ({ page }) => {
  const current = fs.readFileSync(path.join(DIST, 'latest.txt'), 'utf8').trim();
  expect(await registryVersion(page)).toBe(current);
  expect(await loadedAccountVersion(page)).toBe(current);

  // A new release of the remote: same code under a new version folder, as a redeploy would ship it.
  const next = `${current}-e2e${Date.now()}`;
  fs.cpSync(path.join(DIST, current), path.join(DIST, next), { recursive: true });
  try {
    execFileSync(process.execPath, ['deploy/publish.mjs', 'mf-account', next], { cwd: ROOT });
    expect(await registryVersion(page)).toBe(next);
    expect(await loadedAccountVersion(page)).toBe(next);

    execFileSync(process.execPath, ['deploy/rollback.mjs', 'mf-account'], { cwd: ROOT });
    expect(await registryVersion(page)).toBe(current);
    expect(await loadedAccountVersion(page)).toBe(current);
  } finally {
    if ((await registryVersion(page)) !== current) execFileSync(process.execPath, ['deploy/publish.mjs', 'mf-account', current], { cwd: ROOT });
    fs.rmSync(path.join(DIST, next), { recursive: true, force: true });
  }
});

test('remote builds are immutable and the registry is revalidated', async ({ page }) => {
  const version = await registryVersion(page);
  const registry = await page.request.get('/remotes.json');
  expect(registry.headers()['cache-control']).toBe('no-cache');
  const entry = await page.request.get(`/remotes/mf-account/${version}/remoteEntry.js`);
  expect(entry.status()).toBe(200);
  expect(entry.headers()['cache-control']).toContain('immutable');
  const page404 = await page.request.get('/remotes/mf-account/no-such-version/remoteEntry.js');
  expect(page404.status()).toBe(404);
});
