// `npm run measure:design`: what the design system costs a first visit to /login. Starts the
// production build (fresh temp database), opens /login at 375 px, and reports:
// - JavaScript from shared-ui (its src, and lucide-react's icons) inside the scripts /login loads,
//   attributed byte by byte through the source maps, raw and gzip;
// - the CSS styled-components injects (all component CSS, and the global sheet: font faces, base);
// - the font files the page fetched, and whether the main one was preloaded.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { SourceMapConsumer } from 'source-map-js';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const PORT = Number(process.env.MEASURE_PORT ?? 8191);
const base = `http://localhost:${PORT}`;
const gzip = (text) => zlib.gzipSync(Buffer.from(text), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-measure-'));
const site = spawn(process.execPath, ['api/dist/main.js'], {
  cwd: ROOT,
  env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve, reject) => {
  site.stdout.on('data', (chunk) => String(chunk).includes('Site ready') && resolve());
  site.on('exit', (code) => reject(new Error(`site exited with ${code}`)));
});

/** The built file behind a URL the page loaded (shell build or published remote). */
function fileOf(url) {
  const { pathname } = new URL(url);
  return pathname.startsWith('/remotes/')
    ? path.join(ROOT, 'deploy', 'published', pathname)
    : path.join(ROOT, 'shell', 'dist', pathname);
}

/** The generated text of a script split by the source each piece came from. */
function piecesBySource(file) {
  const code = fs.readFileSync(file, 'utf8');
  const mapFile = `${file}.map`;
  if (!fs.existsSync(mapFile)) return { other: code };
  const consumer = new SourceMapConsumer(JSON.parse(fs.readFileSync(mapFile, 'utf8')));
  const lines = code.split('\n');
  const mappings = [];
  consumer.eachMapping((m) => mappings.push(m), null, SourceMapConsumer.GENERATED_ORDER);
  const out = {};
  mappings.forEach((m, i) => {
    const next = mappings[i + 1];
    const line = lines[m.generatedLine - 1] ?? '';
    const end = next && next.generatedLine === m.generatedLine ? next.generatedColumn : line.length;
    const group = !m.source ? 'other' : /shared-ui\/src\//.test(m.source) ? 'shared-ui' : /lucide-react/.test(m.source) ? 'lucide-react' : 'other';
    out[group] = (out[group] ?? '') + line.slice(m.generatedColumn, end);
  });
  return out;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
  const scripts = new Set();
  const fonts = [];
  page.on('requestfinished', async (request) => {
    const url = request.url();
    if (url.endsWith('.js')) scripts.add(url);
    if (url.endsWith('.woff2')) fonts.push({ url, bytes: (await (await request.response())?.body())?.length ?? 0 });
  });
  await page.goto(`${base}/login`);
  await page.waitForFunction(() => {
    const button = document.querySelector('[data-testid="login-submit"]');
    return button && !button.hasAttribute('disabled');
  });
  await page.waitForLoadState('networkidle');
  const css = await page.evaluate(() => [...document.querySelectorAll('style[data-styled]')].map((s) => [...s.sheet.cssRules].map((r) => r.cssText).join('\n')).join('\n'));
  const preload = await page.evaluate(() => document.querySelector('link[rel="preload"][as="font"]')?.getAttribute('href') ?? null);

  const totals = {};
  for (const url of scripts) {
    for (const [group, text] of Object.entries(piecesBySource(fileOf(url)))) totals[group] = (totals[group] ?? '') + text;
  }
  console.log('JavaScript on /login by origin (minified, attributed through source maps; gzip of each part alone):');
  for (const group of ['shared-ui', 'lucide-react', 'other']) {
    const text = totals[group] ?? '';
    console.log(`  ${group.padEnd(13)} ${kb(Buffer.byteLength(text)).padStart(9)} raw ${kb(gzip(text)).padStart(9)} gzip`);
  }
  const globalCss = css.split('\n').filter((rule) => /^(@font-face|\*|html|body|#root|h1|a[ :{]|:focus-visible|img|@media \(prefers-reduced-motion)/.test(rule)).join('\n');
  console.log(`CSS injected by styled-components: ${kb(Buffer.byteLength(css))} raw, ${kb(gzip(css))} gzip (global sheet from shared-ui: ${kb(Buffer.byteLength(globalCss))} raw, ${kb(gzip(globalCss))} gzip)`);
  console.log(`Fonts fetched: ${fonts.map((f) => `${path.basename(new URL(f.url).pathname)} ${kb(f.bytes)}`).join(', ') || 'none'}`);
  console.log(`Preloaded font: ${preload ?? 'none'}`);
} finally {
  await browser.close();
  site.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
