// `npm run measure:lighthouse [-- /path …]`: Lighthouse mobile (default throttling) against the
// production build, median of RUNS (3) cold runs per path; /login and / unless paths are given
// (`-- --public` measures the public pages paid traffic lands on). Reports the performance,
// SEO and accessibility scores, LCP, total blocking time, and the JavaScript requests and bytes
// transferred, and names the failed SEO and accessibility audits. Starts its own server (port
// MEASURE_PORT, 8215) unless MEASURE_URL names one.
// Member pages (/members) are audited with a fresh login's cookie (MEASURE_MEMBER, free@example.com).
import os from 'node:os';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM, CHROMIUM_FLAGS, MEMBER_PATHS, kb, median, memberCookie, startSite } from './measure-site.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
const PORT = Number(process.env.MEASURE_PORT ?? 8215);
/** The public pages: home, two landers, a member landing and a company page. */
const PUBLIC_PAGES = ['/', '/landers/tinderswipe', '/landers/gallery/milf', '/members/{id}/landing', '/pages/terms'];
const paths = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const targets = process.argv.includes('--public') ? PUBLIC_PAGES : paths.length ? paths : ['/login', '/'];
// The site as it runs in production: its public origin is the one the browser opens, so the
// canonical and hreflang URLs the pages carry are on the measured origin.
process.env.PUBLIC_ORIGIN ??= `http://localhost:${PORT}`;
const CATEGORIES = ['performance', 'seo', 'accessibility'];

/** One cold Lighthouse run in a fresh browser (fresh profile, so nothing is cached). */
async function audit(url, cookie) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  try {
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, ...(cookie && { extraHeaders: { Cookie: cookie } }) };
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
    // Audits of a category that did not pass (score below 1), by id, for the report.
    const failed = (category) => lhr.categories[category].auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
      .map((ref) => ref.id);
    return {
      score: Math.round(lhr.categories.performance.score * 100),
      seo: Math.round(lhr.categories.seo.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      failedAudits: [...failed('seo'), ...failed('accessibility')],
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      fcp: lhr.audits['first-contentful-paint'].numericValue,
      jsRequests: bytesByScript.size,
      jsBytes: [...bytesByScript.values()].reduce((sum, bytes) => sum + bytes, 0),
      allBytes: requests.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
      requests: requests.length,
      // Where the main thread spent its time, per script (scripting + parse/compile), for DETAILS=1.
      bootup: lhr.audits['bootup-time'].details?.items?.map((item) => ({ url: item.url, scripting: Math.round(item.scripting), parse: Math.round(item.scriptParseCompile) })) ?? [],
      // The element Lighthouse took as the largest paint (its selector), for DETAILS=1.
      lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.selector ?? null,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      // Lighthouse's own measure of this machine's speed at the time (higher is faster).
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
      blocking: lhr.audits['long-tasks']?.details?.items?.slice(0, 12).map((item) => ({ url: item.url, start: Math.round(item.startTime), ms: Math.round(item.duration) })) ?? [],
      fcp: Math.round(lhr.audits['first-contentful-paint'].numericValue), tti: Math.round(lhr.audits.interactive?.numericValue ?? 0),
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

/**
 * A member for /members/{id}/landing: the first sample (fictional) profile the search answers, as
 * paid traffic's landings show; a real member who was online lately (a demo login) would come
 * first, and their landing is the generic lander.
 */
async function someMemberId() {
  const answer = await fetch(`${origin}/api/search.php`, { headers: { accept: 'application/json' } }).then((r) => r.json()).catch(() => null);
  return answer?.profiles?.find((profile) => profile.fictional)?.id ?? answer?.profiles?.[0]?.id ?? 1;
}
const memberId = targets.some((target) => target.includes('{id}')) ? await someMemberId() : null;
const summary = [];
try {
  for (const pattern of targets) {
    const target = pattern.replace('{id}', String(memberId));
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const cookie = MEMBER_PATHS.has(target) ? await memberCookie(origin) : undefined;
      const run = await auditWithRetry(`${origin}${target}`, cookie);
      console.log(`${target} run ${i + 1}: performance ${run.score}, SEO ${run.seo}, accessibility ${run.accessibility}, LCP ${(run.lcp / 1000).toFixed(2)} s, TBT ${Math.round(run.tbt)} ms, ${run.jsRequests} JS requests ${kb(run.jsBytes)}${run.failedAudits.length ? `; not passed: ${run.failedAudits.join(', ')}` : ''}`);
      runs.push(run);
      if (process.env.DETAILS) console.log({ lcpElement: run.lcpElement, cls: run.cls, bootup: run.bootup, longTasks: run.blocking, fcp: run.fcp, tti: run.tti });
    }
    const pick = (key) => median(runs.map((run) => run[key]));
    summary.push({
      path: target,
      performance: pick('score'),
      SEO: pick('seo'),
      accessibility: pick('accessibility'),
      'LCP s': (pick('lcp') / 1000).toFixed(2),
      'FCP s': (pick('fcp') / 1000).toFixed(2),
      'TBT ms': Math.round(pick('tbt')),
      CLS: Number(pick('cls').toFixed(3)),
      'JS requests': pick('jsRequests'),
      'JS transferred': kb(pick('jsBytes')),
      'all transferred': kb(pick('allBytes')),
      requests: pick('requests'),
      'machine index': Math.round(pick('benchmarkIndex') ?? 0),
    });
  }
} finally {
  site?.stop();
}
// Lighthouse's simulated throttling scales what this machine's CPU took: a busy machine inflates TBT.
// The machine index (Lighthouse's benchmarkIndex, median of the runs) says how fast it was: compare
// figures taken on machines of different speed with it in mind.
console.log(`\nLighthouse ${RUNS}-run medians (mobile, default throttling; load average ${os.loadavg().map((n) => n.toFixed(1)).join(' ')}):`);
console.table(summary);
