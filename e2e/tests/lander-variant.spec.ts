/**
 * The landing-page team ships alone: a new release of mf-landers (here a variant of the gallery
 * lander with a new headline, made from the current build as a redeploy would ship it) is
 * published under the running shell with deploy/publish.mjs: the next page load shows the variant
 * while the shell's own files stay the same (no shell rebuild, no restart); rollback restores it.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const DIST = path.join(ROOT, 'mf-landers', 'dist');
const CURRENT_TITLE = 'De galerij van MILFs';
const VARIANT_TITLE = 'Nieuw: de MILFs-galerij van vandaag';

test.use({ reducedMotion: 'reduce' });
test.beforeEach(async ({ context }) => context.addInitScript(() => localStorage.setItem('site-entry-warning-seen', String(Date.now()))));

async function registryVersion(page: Page): Promise<string> {
  return (await (await page.request.get('/remotes.json')).json()).remotes['mf-landers'].version;
}

/** Opens the gallery lander; returns its headline, the mf-landers version and the shell scripts the page loaded. */
async function openGallery(page: Page) {
  const scripts: string[] = [];
  const onRequest = (request: { url(): string; resourceType(): string }) => {
    if (request.resourceType() === 'script' && !request.url().includes('/remotes/')) scripts.push(new URL(request.url()).pathname);
  };
  page.on('request', onRequest);
  const entry = page.waitForRequest(/\/remotes\/mf-landers\/[^/]+\/remoteEntry\.js/);
  // The last shell scripts a page asks for: the parts a working page never shows, prefetched once
  // the first page has settled (shell/src/errors/deferred-parts.tsx).
  const deferredParts = ['error-page', 'remote-fallback'].map((name) => page.waitForRequest(new RegExp(`/${name}\\.[^/]+\\.js$`)));
  await page.goto('/landers/gallery/milf');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  // The live page has taken the place of the one rendered ahead: the shell's scripts, asked for
  // once that one was shown, have all been asked for.
  await expect(page.locator('#prerendered-page')).toHaveCount(0);
  await entry;
  await Promise.all(deferredParts);
  page.off('request', onRequest);
  return {
    title: await heading.textContent(),
    version: (await entry).url().match(/\/remotes\/mf-landers\/([^/]+)\//)![1]!,
    shellScripts: scripts.sort(),
  };
}

test('a new mf-landers variant is published alone under the running shell, then rolled back', async ({ page }) => {
  const current = fs.readFileSync(path.join(DIST, 'latest.txt'), 'utf8').trim();
  expect(await registryVersion(page)).toBe(current);
  const before = await openGallery(page);
  expect(before).toMatchObject({ title: CURRENT_TITLE, version: current });

  // The variant: the current build under a new version, its Dutch gallery headline rewritten.
  const next = `${current}-variant${Date.now()}`;
  const folder = path.join(DIST, next);
  fs.cpSync(path.join(DIST, current), folder, { recursive: true });
  // Both the browser's Dutch texts (compiled at build to message ASTs) and the server renderer
  // (server.cjs, which renders the page ahead for visitors, from the plain texts) carry the
  // headline, as a rebuilt release would.
  const texts = fs.readdirSync(folder).find((file) => /^messages-nl.*\.js$/.test(file))!;
  const headline = (parts: string[]) => JSON.stringify(parts.map((part) => (part === '{audience}' ? { type: 1, value: 'audience' } : { type: 0, value: part })));
  const rewrites: Array<[string, string, string]> = [
    [texts, headline(['De galerij van ', '{audience}']), headline(['Nieuw: de ', '{audience}', '-galerij van vandaag'])],
    ['server.cjs', 'De galerij van {audience}', 'Nieuw: de {audience}-galerij van vandaag'],
  ];
  for (const [file, was, becomes] of rewrites) {
    const source = fs.readFileSync(path.join(folder, file), 'utf8');
    expect(source, file).toContain(was);
    fs.writeFileSync(path.join(folder, file), source.replace(was, becomes));
    // The precompressed copies would still hold the old text.
    for (const suffix of ['.br', '.gz']) fs.rmSync(path.join(folder, file + suffix), { force: true });
  }

  try {
    execFileSync(process.execPath, ['deploy/publish.mjs', 'mf-landers', next], { cwd: ROOT });
    expect(await registryVersion(page)).toBe(next);
    const variant = await openGallery(page);
    expect(variant).toMatchObject({ title: VARIANT_TITLE, version: next });
    expect(variant.shellScripts).toEqual(before.shellScripts);

    execFileSync(process.execPath, ['deploy/rollback.mjs', 'mf-landers'], { cwd: ROOT });
    expect(await registryVersion(page)).toBe(current);
    expect(await openGallery(page)).toMatchObject({ title: CURRENT_TITLE, version: current, shellScripts: before.shellScripts });
  } finally {
    if ((await registryVersion(page)) !== current) execFileSync(process.execPath, ['deploy/publish.mjs', 'mf-landers', current], { cwd: ROOT });
    fs.rmSync(folder, { recursive: true, force: true });
  }
});
