// `npm run measure:lighthouse [-- /path …]`: Lighthouse mobile (default throttling) against the
// production build, median of RUNS (3) cold runs per path; /login and / unless paths are given.
// Reports the performance score, LCP, total blocking time, and the JavaScript requests and bytes
// transferred. Starts its own server (port MEASURE_PORT, 8215) unless MEASURE_URL names one.
// Member pages (/members) are audited with a fresh login's cookie (MEASURE_MEMBER, free@example.com).
import os from 'node:os';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM, CHROMIUM_FLAGS, MEMBER_PATHS, kb, median, memberCookie, startSite } from './measure-site.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
const PORT = Number(process.env.MEASURE_PORT ?? 8215);
const paths = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const targets = paths.length ? paths : ['/login', '/'];

/** One cold Lighthouse run in a fresh browser (fresh profile, so nothing is cached). */
async function audit(url, cookie) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  try {
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], ...(cookie && { extraHeaders: { Cookie: cookie } }) };
    const result = await lighthouse(url, flags);
    const lhr = result?.lhr;
    if (!lhr || lhr.runtimeError) throw new Error(lhr?.runtimeError?.code ?? 'no result');
    const requests = lhr.audits['network-requests'].details.items;
    // A remote's scripts are prefetched (type Other) and then run from the HTTP cache (0 bytes):
    // count every JavaScript URL once, with the bytes its transfer took.
    const bytesByScript = new Map();
    for (const item of requests) {
      if (item.resourceType !== 'Script' && !/\.js(\?|$)/.test(item.url)) continue;
      bytesByScript.set(item.url, Math.max(bytesByScript.get(item.url) ?? 0, item.transferSize ?? 0));
    }
    return {
      score: Math.round(lhr.categories.performance.score * 100),
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      fcp: lhr.audits['first-contentful-paint'].numericValue,
      jsRequests: bytesByScript.size,
      jsBytes: [...bytesByScript.values()].reduce((sum, bytes) => sum + bytes, 0),
      allBytes: requests.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
      requests: requests.length,
      // Where the main thread spent its time, per script (scripting + parse/compile), for DETAILS=1.
      bootup: lhr.audits['bootup-time'].details?.items?.map((item) => ({ url: item.url, scripting: Math.round(item.scripting), parse: Math.round(item.scriptParseCompile) })) ?? [],
      blocking: lhr.audits['long-tasks']?.details?.items?.slice(0, 8).map((item) => ({ url: item.url, ms: Math.round(item.duration) })) ?? [],
    };
  } finally {
    await chrome.kill();
  }
}

/** About one run in fourteen fails with NO_NAVSTART on Debian Chromium: such a run is repeated. */
async function auditWithRetry(url, cookie, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, cookie);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`  run failed (${error.message}); retrying`);
    }
  }
}

const site = process.env.MEASURE_URL ? null : await startSite(PORT);
const origin = process.env.MEASURE_URL ?? site.origin;
const summary = [];
try {
  for (const target of targets) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const cookie = MEMBER_PATHS.has(target) ? await memberCookie(origin) : undefined;
      const run = await auditWithRetry(`${origin}${target}`, cookie);
      console.log(`${target} run ${i + 1}: performance ${run.score}, LCP ${(run.lcp / 1000).toFixed(2)} s, TBT ${Math.round(run.tbt)} ms, ${run.jsRequests} JS requests ${kb(run.jsBytes)}`);
      runs.push(run);
      if (process.env.DETAILS) console.log({ bootup: run.bootup, longTasks: run.blocking });
    }
    const pick = (key) => median(runs.map((run) => run[key]));
    summary.push({
      path: target,
      performance: pick('score'),
      'LCP s': (pick('lcp') / 1000).toFixed(2),
      'FCP s': (pick('fcp') / 1000).toFixed(2),
      'TBT ms': Math.round(pick('tbt')),
      'JS requests': pick('jsRequests'),
      'JS transferred': kb(pick('jsBytes')),
      'all transferred': kb(pick('allBytes')),
      requests: pick('requests'),
    });
  }
} finally {
  site?.stop();
}
// Lighthouse's simulated throttling scales what this machine's CPU took: a busy machine inflates TBT.
console.log(`\nLighthouse ${RUNS}-run medians (mobile, default throttling; load average ${os.loadavg().map((n) => n.toFixed(1)).join(' ')}):`);
console.table(summary);
