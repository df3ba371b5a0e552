/**
 * `npm run new-remote` is proven end to end: a remote generated into a temporary folder builds
 * with the shared factory, is published into the runtime registry, and a production server (not
 * rebuilt, not restarted) shows its page on the route the route table gives it.
 *
 * The site under test already runs every remote the route table names, and other journeys use
 * them meanwhile, so the generated remote is published into a site of its own: a second process of
 * the same production build on a copy of the published folder and a small embedded database.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
// @ts-expect-error plain ESM helpers of the root scripts, without type declarations
import { readRoutes } from '../../scripts/lib/route-table.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const PUBLISHED = path.join(ROOT, 'deploy', 'published');
const webpackCli = path.join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js');

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Waits until the site answers its API (the start migrates and seeds first). */
async function answering(origin: string, exited: () => string | null): Promise<void> {
  for (;;) {
    const ended = exited();
    if (ended) throw new Error(`the second site ended: ${ended}`);
    const ok = await fetch(`${origin}/api/user.php`).then((answer) => answer.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

interface Route {
  name: string;
  path: string;
  owner: string;
  auth: boolean;
}

test('a generated remote builds, publishes and shows its page in the production shell', async ({ page }) => {
  test.setTimeout(240_000);
  // A route for visitors, without parameters, owned by a remote (not the home page).
  const route = (readRoutes() as Route[]).find((candidate) => candidate.name !== 'index' && !candidate.auth && !candidate.path.includes(':') && candidate.owner.startsWith('mf-'));
  expect(route, 'the route table has a visitors\' route without parameters owned by a remote').toBeTruthy();
  const { name, owner } = route!;
  const title = owner.replace(/^mf-/, '').replace(/^./, (first) => first.toUpperCase());

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'new-remote-'));
  const published = path.join(dir, 'published');
  fs.cpSync(PUBLISHED, published, { recursive: true });
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  let ended: string | null = null;
  const site = spawn(process.execPath, ['api/dist/main.js'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, PORT: String(port), DATA_DIR: path.join(dir, 'data'), PUBLISHED_DIR: published, SEED_PROFILES: '20', LOG_LEVEL: 'warn' },
  });
  let errors = '';
  site.stderr!.on('data', (chunk) => { errors += chunk; });
  site.on('exit', (code) => { ended = `exit ${code}: ${errors.slice(-500)}`; });
  try {
    // Generated and built while the second site starts.
    execFileSync(process.execPath, ['scripts/new-remote.mjs', owner, '--route', name, '--dir', dir], { cwd: ROOT });
    execFileSync(process.execPath, [webpackCli, '--mode', 'production'], { cwd: path.join(dir, owner) });
    await answering(origin, () => ended);
    const before = (await (await fetch(`${origin}/remotes.json`)).json()).remotes[owner]?.version;

    execFileSync(process.execPath, ['deploy/publish.mjs', owner], { cwd: ROOT, env: { ...process.env, REMOTES_DIR: dir, PUBLISHED_DIR: published } });
    const after = (await (await fetch(`${origin}/remotes.json`)).json()).remotes[owner]?.version;
    expect(after, 'the registry names the generated build').toBe(fs.readFileSync(path.join(dir, owner, 'dist', 'latest.txt'), 'utf8').trim());
    expect(after).not.toBe(before);

    await page.goto(`${origin}${route!.path}`);
    const generated = page.getByTestId(`${name}-page`);
    await expect(generated).toBeVisible();
    await expect(generated.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByTestId('remote-slot')).toHaveAttribute('data-remote', owner);
  } finally {
    if (!ended) {
      const exit = new Promise((resolve) => site.once('exit', resolve));
      site.kill('SIGTERM');
      await exit;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
