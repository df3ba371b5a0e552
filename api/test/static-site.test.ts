/**
 * How the front end is delivered: precompressed built files and compressed API answers as the
 * browser asks, long caches for immutable files and ETag revalidation for pages and the registry,
 * boot data in the page (escaped), 404 for paths outside the route table, no source maps in
 * production, and a charset on HTML.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../src/db/schema.js';
import { newMember } from './support/members.js';
import { startTestSite, type TestSite } from './support/test-site.js';

const VERSION = '0.1.0-abcdef1234';
const REMOTE = `/remotes/mf-account/${VERSION}`;
const INDEX = '<!doctype html><html lang="nl"><head><meta charset="utf-8"><title></title><script defer src="/main.js?h1"></script></head><body><div id="root"></div></body></html>';
const MAIN_JS = `console.log(${JSON.stringify('shell '.repeat(800))});\n`;

/** A built shell and one published remote, as the build and `deploy/publish-all.mjs` leave them. */
function writeBuild(root: string) {
  const shell = path.join(root, 'shell');
  const remote = path.join(root, 'published', 'remotes', 'mf-account', VERSION);
  fs.mkdirSync(shell, { recursive: true });
  fs.mkdirSync(remote, { recursive: true });
  fs.writeFileSync(path.join(shell, 'index.html'), INDEX);
  fs.writeFileSync(path.join(shell, 'main.js'), MAIN_JS);
  fs.writeFileSync(path.join(shell, 'main.js.br'), zlib.brotliCompressSync(MAIN_JS));
  fs.writeFileSync(path.join(shell, 'main.js.gz'), zlib.gzipSync(MAIN_JS));
  fs.writeFileSync(path.join(shell, 'main.js.map'), '{"version":3}');
  fs.writeFileSync(path.join(shell, '470.0123abcd.js'), 'console.log(470);');
  fs.writeFileSync(path.join(shell, '470.0123abcd.js.br'), zlib.brotliCompressSync('console.log(470);'));
  fs.writeFileSync(path.join(shell, 'first-load.json'), JSON.stringify({ js: ['470.0123abcd.js'] }));
  fs.writeFileSync(path.join(shell, 'rebuilt.js'), 'console.log("first build");');
  fs.writeFileSync(path.join(remote, 'remoteEntry.js'), 'var mf_account;');
  // Renderers that render nothing: the pages go out as if there were none.
  fs.writeFileSync(path.join(shell, 'server.cjs'), 'module.exports = {};');
  fs.writeFileSync(path.join(remote, 'server.cjs'), 'module.exports = {};');
  fs.writeFileSync(path.join(remote, '214.0123abcd.js'), 'console.log(214);');
  fs.writeFileSync(path.join(remote, '214.0123abcd.js.map'), '{"version":3}');
  const manifest = {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [{ name: 'lifecycles', assets: { js: { sync: ['214.0123abcd.js'], async: ['messages-nl-ts.0123abcd.js', 'messages-de-ts.0123abcd.js'] } } }],
  };
  fs.writeFileSync(path.join(remote, 'mf-manifest.json'), JSON.stringify(manifest));
  const release = { version: VERSION, entry: `${REMOTE}/mf-manifest.json` };
  fs.writeFileSync(path.join(root, 'published', 'remotes.json'), JSON.stringify({ remotes: { 'mf-account': { ...release, history: [release] } } }));
  return { shellDir: shell, publishedDir: path.join(root, 'published') };
}

/** A raw request: the body exactly as sent (no decompression), headers as they are. */
function raw(baseUrl: string, url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(new URL(url, baseUrl), { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/** The boot data of a page: the JSON between the boot element's tags. */
function bootOf(html: string) {
  const match = /<script type="application\/json" id="boot">([\s\S]*?)<\/script>/.exec(html);
  return match ? JSON.parse(match[1]!) : null;
}

describe.each([false, true])('the front end delivered (production: %s)', (production) => {
  let site: TestSite;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'static-site-'));
  beforeAll(async () => {
    site = await startTestSite('pglite', { ...writeBuild(tmp), production });
  });
  afterAll(async () => {
    await site?.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('sends built files precompressed as the browser asks, and varies by it', async () => {
    const brotli = await raw(site.baseUrl, '/main.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(brotli.body).toString()).toBe(MAIN_JS);
    const gzip = await raw(site.baseUrl, '/main.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(MAIN_JS);
    const plain = await raw(site.baseUrl, '/main.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(MAIN_JS);
  });

  it('answers built files from memory with the headers a file read from disk gets, and reads a rebuilt file again', async () => {
    for (const [url, encoding] of [['/main.js', 'br'], ['/main.js', ''], ['/470.0123abcd.js', 'br'], [`${REMOTE}/remoteEntry.js`, 'gzip']] as const) {
      const headers: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {};
      const kept = await raw(site.baseUrl, url, headers);
      // A range is left to @fastify/static, which reads the file from disk.
      const fromDisk = await raw(site.baseUrl, url, { ...headers, range: 'bytes=0-' });
      expect(fromDisk.status, url).toBe(206);
      expect(kept.status, url).toBe(200);
      for (const header of ['content-type', 'content-encoding', 'etag', 'last-modified', 'cache-control', 'vary', 'accept-ranges', 'content-security-policy']) {
        expect(kept.headers[header], `${url} ${encoding} ${header}`).toBe(fromDisk.headers[header]);
      }
      expect(kept.body.equals(fromDisk.body), url).toBe(true);
      if (url === '/main.js') {
        const revalidated = await raw(site.baseUrl, url, { ...headers, 'if-none-match': kept.headers.etag! });
        expect(revalidated.status, url).toBe(304);
      } else {
        // Cached for good: never asked again, so no validators ride along.
        for (const header of ['etag', 'last-modified', 'accept-ranges']) expect(kept.headers[header], `${url} ${header}`).toBeUndefined();
      }
    }
    expect((await raw(site.baseUrl, '/rebuilt.js')).body.toString()).toBe('console.log("first build");');
    fs.writeFileSync(path.join(tmp, 'shell', 'rebuilt.js'), 'console.log("the second build");');
    expect((await raw(site.baseUrl, '/rebuilt.js')).body.toString()).toBe('console.log("the second build");');
  });

  it('compresses API answers above a kilobyte, not the small ones', async () => {
    const settings = await raw(site.baseUrl, '/api/settings.php', { 'accept-encoding': 'br' });
    expect(settings.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(settings.body).toString()).domain).toBe('localhost');
    const user = await raw(site.baseUrl, '/api/user.php', { 'accept-encoding': 'br, gzip' });
    expect(JSON.parse(user.body.toString())).toEqual({ user: null });
    expect(user.headers['content-encoding']).toBeUndefined();
  });

  it('never serves a server renderer: it is read from disk by this process only', async () => {
    expect((await raw(site.baseUrl, '/server.cjs')).status).toBe(404);
    expect((await raw(site.baseUrl, `${REMOTE}/server.cjs`)).status).toBe(404);
  });

  it('sends the built scripts of a page without the headers only a document reads, and the page with all of them', async () => {
    for (const url of ['/470.0123abcd.js', '/main.js', `${REMOTE}/remoteEntry.js`]) {
      const script = await raw(site.baseUrl, url, { 'accept-encoding': 'br' });
      expect(script.status, url).toBe(200);
      for (const header of ['content-security-policy', 'permissions-policy', 'x-frame-options', 'cross-origin-opener-policy', 'referrer-policy']) {
        expect(script.headers[header], `${url} ${header}`).toBeUndefined();
      }
      expect(script.headers['x-content-type-options'], url).toBe('nosniff');
      expect(script.headers['cross-origin-resource-policy'], url).toBe('same-origin');
    }
    // Any other file with a fixed name (the service worker's kind) and the page keep every header.
    for (const url of ['/rebuilt.js', '/login']) {
      const answer = await raw(site.baseUrl, url);
      expect(answer.headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(answer.headers['permissions-policy'], url).toMatch(/camera=\(\)/);
      expect(answer.headers['referrer-policy'], url).toBe('no-referrer');
    }
  });

  it('keeps hashed files and remote builds cached for good, pages and the registry revalidated by ETag', async () => {
    expect((await raw(site.baseUrl, '/470.0123abcd.js')).headers['cache-control']).toContain('immutable');
    // Its precompressed copy too: the served file is 470.0123abcd.js.br, the built file the same.
    const compressed = await raw(site.baseUrl, '/470.0123abcd.js', { 'accept-encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['cache-control']).toContain('immutable');
    expect(compressed.headers['content-security-policy']).toBeUndefined();
    expect((await raw(site.baseUrl, `${REMOTE}/remoteEntry.js`)).headers['cache-control']).toContain('immutable');
    for (const url of ['/remotes.json', '/login']) {
      const first = await raw(site.baseUrl, url);
      expect(first.status).toBe(200);
      expect(first.headers['cache-control']).toContain('no-cache');
      const etag = first.headers.etag!;
      expect(etag).toBeTruthy();
      const again = await raw(site.baseUrl, url, { 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
    }
  });

  it('answers pages of the route table with 200 and other paths with 404, both with the shell', async () => {
    for (const url of ['/login', '/members/12', '/landers/video/summer', '/']) {
      const page = await site.client().get(url);
      expect(page.status, url).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.text).toContain('<div id="root">');
    }
    for (const url of ['/no-such-page', '/members/12/nothing', '/login/extra', '/pages/nothing']) {
      const page = await site.client().get(url);
      expect(page.status, url).toBe(404);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.text).toContain('<div id="root">');
    }
    expect((await site.client().get('/api/no-such-endpoint.php')).body).toMatchObject({ error: expect.any(String) });
    expect((await site.client().get('/no-such-file.js')).status).toBe(404);
  });

  it('writes the registry, settings, user answer and locale into the page, and preloads the route', async () => {
    const page = await site.client().get('/login', { 'accept-language': 'de-DE,de;q=0.9' });
    const boot = bootOf(page.text);
    expect(boot).toMatchObject({
      host: '127.0.0.1',
      locale: 'de',
      registry: { remotes: { 'mf-account': { version: VERSION, entry: `${REMOTE}/mf-manifest.json` } } },
      // No site has the test's host: the default site answers, as /api/settings.php would.
      settings: { domain: 'localhost' },
      user: { user: null },
    });
    expect(boot.registry.remotes['mf-account'].history).toBeUndefined();
    expect(page.text).toContain('<html lang="de"');
    expect(page.text).toContain('<link rel="preload" as="script" href="/main.js?h1">');
    expect(page.text).toContain('<link rel="preload" as="script" href="/470.0123abcd.js">');
    expect(page.text).toContain(`<link rel="preload" as="fetch" href="${REMOTE}/mf-manifest.json" crossorigin="anonymous">`);
    expect(page.text).toContain(`<link rel="prefetch" href="${REMOTE}/remoteEntry.js">`);
    expect(page.text).toContain(`<link rel="prefetch" href="${REMOTE}/214.0123abcd.js">`);
    expect(page.text).toContain(`<link rel="prefetch" href="${REMOTE}/messages-de-ts.0123abcd.js">`);
    // A page of another owner does not preload this remote.
    expect((await site.client().get('/lang-config')).text).not.toContain('remoteEntry.js');
  });

  // Its own member, so the case runs in production too (where no demo members exist).
  it("escapes the member's answer so a name cannot end the boot element", async () => {
    const name = '</script><script>alert(1)</script><!--';
    const { id, email, client } = await newMember(site);
    await site.database.db.update(profiles).set({ name }).where(eq(profiles.memberId, id));
    site.domains.users.forget(id); // the write went round the service, so drop its cached answer
    const page = await client.get('/members');
    expect(page.text.match(/<\/script>/g)).toHaveLength(2);
    expect(page.text).not.toContain('<script>alert(1)');
    expect(bootOf(page.text).user.user).toMatchObject({ email, profile: { name } });
    // The page is the member's own: no shared cache may keep it.
    expect(page.headers['cache-control']).toContain('private');
  });

  it(production ? 'never serves source maps' : 'serves source maps only outside production', async () => {
    const shellMap = await raw(site.baseUrl, '/main.js.map');
    const remoteMap = await raw(site.baseUrl, `${REMOTE}/214.0123abcd.js.map`);
    expect(shellMap.status).toBe(production ? 404 : 200);
    expect(remoteMap.status).toBe(production ? 404 : 200);
    expect((await raw(site.baseUrl, '/main.js')).body.toString()).not.toContain('sourceMappingURL');
  });
});
