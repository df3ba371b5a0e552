/** Helpers for the journeys: unique members, the dev outbox, and page-level probes. */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** axe-core's browser build, injected into pages by axeViolations. */
const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export const DEMO_PASSWORD = 'demo1234';

/** An e-mail address no other test uses. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** The first link in the newest outbox message to `to` whose URL matches `pattern`. */
export async function linkFromOutbox(request: APIRequestContext, to: string, pattern: RegExp): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const answer = await request.get(`/dev/outbox.json?to=${encodeURIComponent(to)}`);
      const messages = (await answer.json()) as { text: string; html: string }[] | { messages: { text: string; html: string }[] };
      const list = Array.isArray(messages) ? messages : messages.messages;
      for (const message of list) {
        const urls = `${message.text}\n${message.html}`.match(/https?:\/\/[^\s"'<>]+/g) ?? [];
        link = urls.map((url) => url.replace(/&amp;/g, '&')).find((url) => pattern.test(url));
        if (link) return true;
      }
      return false;
    }, { message: `no mail to ${to} with a link matching ${pattern}`, timeout: 15_000 })
    .toBe(true);
  return link!;
}

/**
 * The headers of a client of its own: the journeys' server trusts this machine as its proxy
 * (TRUST_PROXY in playwright.config.ts), so each API signup counts against its own address
 * (TEST-NET-2) and the real per-client signup limit stays in force for the browser's signups.
 */
export function ownClient(): Record<string, string> {
  return { 'x-forwarded-for': `198.51.100.${1 + Math.floor(Math.random() * 254)}, 127.0.0.1` };
}

/**
 * Signs a member up through the API (for journeys that need a fresh account, not the signup UI): a
 * man born in 1990 seeking women, in `country` when given (else where the site places a visitor).
 */
export async function signUpByApi(request: APIRequestContext, email: string, password = DEMO_PASSWORD, country?: string) {
  const answer = await request.post('/api/signup.php', {
    headers: ownClient(),
    data: { email, name: `Tester${Math.floor(Math.random() * 1e4)}`, date_of_birth: '1990-05-17', password, gender: 'male', seeking: 'female', ...(country ? { country } : {}) },
  });
  expect(answer.status(), await answer.text()).toBe(201);
}

/** Logs in through the login page. */
export async function logIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/**
 * Records every React renderer that registers itself, as React DOM does with the DevTools hook
 * in production too: two copies of React DOM on a page would register twice.
 */
export async function countReactRenderers(page: Page) {
  await page.addInitScript(() => {
    const versions: string[] = [];
    (window as unknown as { __reactRendererVersions: string[] }).__reactRendererVersions = versions;
    (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      isDisabled: false,
      supportsFiber: true,
      renderers: new Map(),
      inject(renderer: { version: string }) {
        versions.push(renderer.version);
        return versions.length;
      },
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
  });
}

/** Picks a date of birth in the signup's three selects (day, month, year). */
export async function chooseDateOfBirth(page: Page, iso: string) {
  const [year, month, day] = iso.split('-').map(Number);
  await page.getByTestId('signup-date-of-birth-year').selectOption(String(year));
  await page.getByTestId('signup-date-of-birth-month').selectOption(String(month));
  await page.getByTestId('signup-date-of-birth-day').selectOption(String(day));
}

/**
 * axe-core's serious and critical violations on the page as it is now, one line each (rule, impact,
 * elements). `exclude` leaves out parts a journey does not own. axe gathers the details of
 * violations only (resultTypes), the only result a journey reads.
 */
export async function axeViolations(page: Page, exclude: string[] = []): Promise<string[]> {
  await settled(page);
  // Evaluated rather than added as a script tag, so the site's content security policy need not be bypassed.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource());
  return page.evaluate(async (excluded) => {
    type Result = { violations: { id: string; impact: string; nodes: { target: string[]; html: string }[] }[] };
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<Result> } }).axe;
    // With no include, axe takes the whole document (the html element's lang and the title too).
    const context = { exclude: excluded.map((selector) => [selector]) };
    const result = await axe.run(context, { resultTypes: ['violations'] });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)}`).join(', ')}`);
  }, exclude);
}

/**
 * Waits until nothing on the page says it is busy (a part still asking for its answers) and every
 * finite animation and transition has ended: axe judges the page a member reads, not a colour
 * halfway between two looks. A part busy for longer than 5 s is judged as it is.
 */
async function settled(page: Page) {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 5000 }).catch(() => undefined);
  await page.evaluate(() => Promise.all(document.getAnimations()
    .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
    .map((animation) => animation.finished.catch(() => undefined))));
}

let axeText: string | undefined;
function axeSource(): string {
  axeText ??= fs.readFileSync(AXE_SOURCE, 'utf8');
  return axeText;
}
