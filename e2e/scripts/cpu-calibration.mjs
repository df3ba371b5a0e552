// The CPU slowdown that makes this machine stand for Lighthouse's mid-tier phone (docs/performance.md).
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/**
 * The slowdown for a machine of Lighthouse benchmark index `index`: Lighthouse's CPU throttling
 * calculator (linked from its docs/throttling.md). At 1,300 and above (a desktop) 3× plus 1× per
 * 233; from 800 to 1,300 (a low-end desktop or a high-end phone) 2× plus 1× per 500; from 150 to
 * 800 (the phone's own class) 1× plus 1× per 650. Below 150 the machine is slower than the phone
 * meant: the calculator gives no figure, so no slowdown (1×), and callers say so.
 */
export function calibratedSlowdown(index) {
  if (index >= 1300) return 3 + (index - 1300) / 233;
  if (index >= 800) return 2 + (index - 800) / 500;
  if (index >= 150) return 1 + (index - 150) / 650;
  return 1;
}

/** Lighthouse's benchmark, run in a Playwright `page` as Lighthouse runs it (about a second). */
export function benchmarkIndex(page) {
  return page.evaluate(pageFunctions.computeBenchmarkIndex);
}
