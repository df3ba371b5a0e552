// `node e2e/scripts/measure-intl-warm-up.mjs [locale]`: what the first formatters of a page cost
// the main thread in Chromium, in fresh pages without and with the shell's ICU warm-up worker
// (shell/src/locale/intl-warm-up.ts) having run first. Serves a blank page and the built worker
// (`npm run build` first) from a small server of its own; RUNS (6) pages each way, alternating;
// medians. The formatters are the worker's own list, as the site's pages make them.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS, ROOT, median } from './measure-site.mjs';

const RUNS = Number(process.env.RUNS ?? 6);
const locale = process.argv[2] ?? 'nl';
const dist = process.env.SHELL_DIR ?? path.join(ROOT, 'shell', 'dist');
const workerFile = fs.readdirSync(dist).find((file) => /^intl-warm-up\.[0-9a-f]+\.js$/.test(file));
if (!workerFile) throw new Error(`no intl-warm-up worker in ${dist}: run npm run build first`);

const server = http.createServer((request, response) => {
  if (request.url === `/${workerFile}`) {
    response.writeHead(200, { 'content-type': 'text/javascript' });
    response.end(fs.readFileSync(path.join(dist, workerFile)));
  } else {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end('<!doctype html><title>blank</title><p>blank</p>');
  }
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

/** In the page: warm up first (or not), then time each of the site's formatter kinds once. */
async function firstFormatters(page, warm) {
  return page.evaluate(async ({ warm, locale, workerUrl }) => {
    let worker = null;
    if (warm) {
      const started = performance.now();
      const done = new Worker(workerUrl, { name: 'intl-warm-up' });
      await new Promise((resolve) => {
        done.onmessage = resolve;
        done.postMessage(locale);
      });
      done.terminate();
      worker = performance.now() - started;
    }
    const kinds = {
      number: () => new Intl.NumberFormat(locale).format(1234.5),
      date: () => new Intl.DateTimeFormat(locale, { weekday: 'long', hour: '2-digit', minute: '2-digit' }).format(0),
      plural: () => new Intl.PluralRules(locale).select(2),
      relative: () => new Intl.RelativeTimeFormat(locale).format(-1, 'day'),
      region: () => new Intl.DisplayNames([locale], { type: 'region' }).of('DE'),
      list: () => new Intl.ListFormat(locale, { type: 'conjunction' }).format(['a', 'b']),
      compare: () => 'a'.localeCompare('b', locale),
    };
    let main = 0;
    for (const make of Object.values(kinds)) {
      const started = performance.now();
      make();
      main += performance.now() - started;
    }
    return { main, worker };
  }, { warm, locale, workerUrl: `/${workerFile}` });
}

const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
const results = { cold: [], warm: [], worker: [] };
try {
  for (let run = 0; run < RUNS * 2; run++) {
    const warm = run % 2 === 1;
    // A fresh context is a fresh renderer process: ICU's caches start empty.
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(origin);
    const { main, worker } = await firstFormatters(page, warm);
    results[warm ? 'warm' : 'cold'].push(main);
    if (warm) results.worker.push(worker);
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}
const ms = (values) => `${median(values).toFixed(1)} ms (${values.map((value) => value.toFixed(1)).join(', ')})`;
console.log(`First formatters on the main thread, locale ${locale}, ${RUNS} fresh pages each way (median, then every run):`);
console.log(`  without the warm-up: ${ms(results.cold)}`);
console.log(`  after the warm-up:   ${ms(results.warm)}`);
console.log(`  the worker itself (off the main thread, start to reply): ${ms(results.worker)}`);
