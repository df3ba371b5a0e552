// `npm run measure:lighthouse [-- /path …]`: Lighthouse mobile against the production build, with
// the CPU slowdown calibrated to this machine at the moment of each run, and a reference page in
// the same run. Median of RUNS (5) cold runs per path; /login and / unless paths are given
// (`-- --public` measures the public pages paid traffic lands on; `{id}` in a path is a fictional
// profile, `{profile}` a profile the measured member may see, `{chat}` a conversation of theirs).
//
// Calibration (docs/performance.md): every run gathers once; Lighthouse's own benchmark
// (`environment.benchmarkIndex`, run in the same browser just before the page loads) gives the
// slowdown its CPU throttling calculator prescribes for a mid-tier phone (cpu-calibration.mjs), and
// the page is audited with it. The same trace is audited a second time with the old fixed 4× and
// shown beside it, so the two differ by the multiplier alone (throttling is simulated).
//
// Reference page (reference-page.mjs): a bare page with the site's React, react-dom and router
// rendering a login-like form, measured in the same runs, interleaved with the site's pages; TBT
// and start-up scripting are reported as a ratio to its own (REFERENCE=0 leaves it out).
//
// Reports performance, SEO and accessibility scores (with the audits that did not pass), LCP, FCP,
// TBT, CLS, start-up scripting (main-thread script evaluation + parse/compile), the JavaScript
// requests and bytes transferred. DETAILS=1 prints each run's main-thread time per script and its
// long tasks. Starts its own server (port MEASURE_PORT, 8215; the reference on the next port)
// unless MEASURE_URL names one. Member pages are audited with a fresh login's cookie
// (MEASURE_MEMBER, free@example.com).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { navigationGather } from 'lighthouse/core/gather/navigation-runner.js';
import { initializeConfig } from 'lighthouse/core/config/config.js';
import { Runner } from 'lighthouse/core/runner.js';
import { CHROMIUM, CHROMIUM_FLAGS, conversationOfMember, isMemberPath, kb, median, memberCookie, startSite } from './measure-site.mjs';
import { startReferencePage } from './reference-page.mjs';
import { calibratedSlowdown } from './cpu-calibration.mjs';

const RUNS = Number(process.env.RUNS ?? 5);
const PORT = Number(process.env.MEASURE_PORT ?? 8215);
const WITH_REFERENCE = process.env.REFERENCE !== '0';
/** The label the reference page has in the report. */
const REFERENCE = 'reference';
/** The public pages: home, two landers, a member landing and a company page. */
const PUBLIC_PAGES = ['/', '/landers/tinderswipe', '/landers/gallery/milf', '/members/{id}/landing', '/pages/terms'];
const paths = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const targets = process.argv.includes('--public') ? PUBLIC_PAGES : paths.length ? paths : ['/login', '/'];
// The site as it runs in production: its public origin is the one the browser opens, so the
// canonical and hreflang URLs the pages carry are on the measured origin.
process.env.PUBLIC_ORIGIN ??= `http://localhost:${PORT}`;
const CATEGORIES = ['performance', 'seo', 'accessibility'];
/** Lighthouse's default CPU slowdown, shown beside the calibrated one. */
const FIXED_SLOWDOWN = 4;

/** The settings Lighthouse audits with (mobile, simulated throttling) at `slowdown`. */
async function auditConfig(flags, slowdown) {
  const { resolvedConfig } = await initializeConfig('navigation', undefined, { ...flags, throttling: { cpuSlowdownMultiplier: slowdown } });
  return resolvedConfig;
}

/** Lighthouse's audit of gathered `artifacts` at the CPU `slowdown` (the trace is the same; only the simulation changes). */
async function auditAt(artifacts, flags, slowdown) {
  const resolvedConfig = await auditConfig(flags, slowdown);
  // The artifacts carry the settings they were gathered with; these are the audit's own.
  const result = await Runner.audit({ ...artifacts, settings: resolvedConfig.settings }, { resolvedConfig, computedCache: new Map() });
  const lhr = result?.lhr;
  if (!lhr || lhr.runtimeError) throw new Error(lhr?.runtimeError?.code ?? 'no result');
  return lhr;
}

/** Main-thread time in script evaluation and parse/compile over the whole load (ms, throttled). */
function scriptingOf(lhr) {
  const groups = lhr.audits['mainthread-work-breakdown'].details?.items ?? [];
  return groups.filter((item) => item.group === 'scriptEvaluation' || item.group === 'scriptParseCompile').reduce((sum, item) => sum + item.duration, 0);
}

/** What one audit says, for the report. */
function figures(lhr) {
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
    tti: lhr.audits.interactive?.numericValue ?? 0,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    scripting: scriptingOf(lhr),
    jsRequests: bytesByScript.size,
    jsBytes: [...bytesByScript.values()].reduce((sum, bytes) => sum + bytes, 0),
    allBytes: requests.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    requests: requests.length,
    // Where the main thread spent its time, per script (scripting + parse/compile), for DETAILS=1.
    bootup: lhr.audits['bootup-time'].details?.items?.map((item) => ({ url: item.url, scripting: Math.round(item.scripting), parse: Math.round(item.scriptParseCompile) })) ?? [],
    // The element Lighthouse took as the largest paint (its selector and text) and the LCP's phases in ms, for DETAILS=1.
    lcpElement: lcpElementOf(lhr),
    blocking: lhr.audits['long-tasks']?.details?.items?.slice(0, 12).map((item) => ({ url: item.url, start: Math.round(item.startTime), ms: Math.round(item.duration) })) ?? [],
  };
}

/** The largest paint's element (selector, text) and its phases (TTFB, load delay, load time, render delay), or null. */
function lcpElementOf(lhr) {
  const [element, phases] = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = element?.items?.[0]?.node;
  if (!node) return null;
  return {
    selector: node.selector,
    text: node.nodeLabel,
    phases: Object.fromEntries((phases?.items ?? []).map((item) => [item.phase, Math.round(item.timing)])),
  };
}

/**
 * One cold run in a fresh browser (fresh profile, nothing cached): one gather, audited at the
 * slowdown calibrated from that gather's benchmark index and at the fixed 4×.
 */
async function audit(url, cookie) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  try {
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, ...(cookie && { extraHeaders: { Cookie: cookie } }) };
    const { artifacts } = await navigationGather(undefined, url, { flags });
    if (artifacts.PageLoadError) throw new Error(artifacts.PageLoadError.code ?? 'page load error');
    const index = artifacts.BenchmarkIndex;
    const slowdown = calibratedSlowdown(index);
    const calibrated = figures(await auditAt(artifacts, flags, slowdown));
    const fixed = figures(await auditAt(artifacts, flags, FIXED_SLOWDOWN));
    return { ...calibrated, index, slowdown, fixedScore: fixed.score, fixedTbt: fixed.tbt, fixedScripting: fixed.scripting };
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
const reference = WITH_REFERENCE ? await startReferencePage(PORT + 1) : null;

/**
 * A member for /members/{id}/landing: the first sample (fictional) profile the search answers, as
 * paid traffic's landings show; a real member who was online lately (a demo login) would come
 * first, and their landing is the generic lander.
 */
async function someMemberId() {
  const answer = await fetch(`${origin}/api/search.php`, { headers: { accept: 'application/json' } }).then((r) => r.json()).catch(() => null);
  return answer?.profiles?.find((profile) => profile.fictional)?.id ?? answer?.profiles?.[0]?.id ?? 1;
}

/** A profile the measured member's own search shows, for a profile page (`{profile}`). */
async function profileForMember() {
  const cookie = await memberCookie(origin);
  const answer = await fetch(`${origin}/api/search.php`, { headers: { accept: 'application/json', cookie } }).then((r) => r.json()).catch(() => null);
  const id = answer?.profiles?.[0]?.id;
  if (!id) throw new Error("the measured member's search shows no profile to open");
  return id;
}

const memberId = targets.some((target) => target.includes('{id}')) ? await someMemberId() : null;
const profileId = targets.some((target) => target.includes('{profile}')) ? await profileForMember() : null;
const chatId = targets.some((target) => target.includes('{chat}')) ? await conversationOfMember(origin) : null;
const pages = targets.map((pattern) => pattern.replace('{id}', String(memberId)).replace('{profile}', String(profileId)).replace('{chat}', String(chatId)));
const measured = [...(reference ? [REFERENCE] : []), ...pages];
const runsOf = new Map(measured.map((target) => [target, []]));
const loads = [];
try {
  // Runs go round the pages (reference first in each round), so a change of the machine's load
  // falls on every page alike rather than on one.
  for (let i = 0; i < RUNS; i++) {
    for (const target of measured) {
      const url = target === REFERENCE ? `${reference.origin}/` : `${origin}${target}`;
      const cookie = target !== REFERENCE && isMemberPath(target) ? await memberCookie(origin) : undefined;
      const run = await auditWithRetry(url, cookie);
      loads.push(os.loadavg()[0]);
      runsOf.get(target).push(run);
      console.log(`${target} run ${i + 1}: index ${Math.round(run.index)} → ${run.slowdown.toFixed(1)}× CPU: performance ${run.score}, LCP ${(run.lcp / 1000).toFixed(2)} s, TBT ${Math.round(run.tbt)} ms, scripting ${Math.round(run.scripting)} ms | at 4×: performance ${run.fixedScore}, TBT ${Math.round(run.fixedTbt)} ms | SEO ${run.seo}, accessibility ${run.accessibility}, ${run.jsRequests} JS requests ${kb(run.jsBytes)}${run.failedAudits.length ? `; not passed: ${run.failedAudits.join(', ')}` : ''}`);
      if (run.index < 150) console.warn('  this machine was slower than the phone Lighthouse stands for (index < 150): no slowdown applied');
      if (process.env.DETAILS) console.log({ lcpElement: run.lcpElement, cls: run.cls, bootup: run.bootup, longTasks: run.blocking, fcp: Math.round(run.fcp), tti: Math.round(run.tti) });
    }
  }
} finally {
  site?.stop();
  await reference?.stop();
}

const pick = (runs, key) => median(runs.map((run) => run[key]));
const referenceRuns = runsOf.get(REFERENCE);
// A ratio to the reference's median; where the reference blocked nothing (a quiet moment, a small
// slowdown) there is no ratio, and the page's excess over it is shown instead.
const ratio = (value, key) => {
  if (!referenceRuns) return '—';
  const floor = pick(referenceRuns, key);
  return floor > 0 ? Number((value / floor).toFixed(2)) : `ref 0, +${Math.round(value)}`;
};
const summary = measured.map((target) => {
  const runs = runsOf.get(target);
  return {
    path: target,
    performance: pick(runs, 'score'),
    'LCP s': (pick(runs, 'lcp') / 1000).toFixed(2),
    'FCP s': (pick(runs, 'fcp') / 1000).toFixed(2),
    'TBT ms': Math.round(pick(runs, 'tbt')),
    'TBT ×ref': ratio(pick(runs, 'tbt'), 'tbt'),
    'scripting ms': Math.round(pick(runs, 'scripting')),
    'scripting ×ref': ratio(pick(runs, 'scripting'), 'scripting'),
    CLS: Number(pick(runs, 'cls').toFixed(3)),
    'perf at 4×': pick(runs, 'fixedScore'),
    'TBT at 4×': Math.round(pick(runs, 'fixedTbt')),
    'TBT at 4× ×ref': ratio(pick(runs, 'fixedTbt'), 'fixedTbt'),
    'JS transferred': kb(pick(runs, 'jsBytes')),
    SEO: pick(runs, 'seo'),
    a11y: pick(runs, 'accessibility'),
    index: Math.round(pick(runs, 'index')),
    'CPU ×': Number(pick(runs, 'slowdown').toFixed(1)),
  };
});
const allRuns = [...runsOf.values()].flat();
const indexes = allRuns.map((run) => run.index);
console.log(`\nLighthouse ${RUNS}-run medians, mobile, CPU slowdown calibrated per run from Lighthouse's benchmark index (median ${Math.round(median(indexes))}, ${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))}; slowdown ${calibratedSlowdown(Math.min(...indexes)).toFixed(1)}–${calibratedSlowdown(Math.max(...indexes)).toFixed(1)}×); "at 4×": the same traces at Lighthouse's fixed default. Load average (1 min) during the runs ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}, ${os.cpus().length} cores.`);
console.table(summary);
if (process.env.MEASURE_JSON) fs.writeFileSync(path.resolve(process.env.MEASURE_JSON), JSON.stringify({ summary, runs: Object.fromEntries(runsOf) }, null, 2));
