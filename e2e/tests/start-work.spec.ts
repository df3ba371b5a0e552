/**
 * Work the live page must not do at start. Every piece here was a long task on Lighthouse's phone
 * (docs/architecture.md, "Start-up work"): asking ICU whether the locale has number and date data
 * loads those tables (35 to 40 ms in one task in Chromium) on a page that formats no number;
 * react-intl's own createIntl asks on every provider (deploy/webpack/formatjs-intl.mjs). And the
 * likes remote, which nothing of a page's first view needs, loads after the page's first answers
 * (shell/src/likes/likes-companion-slot.tsx).
 */
import { expect, test } from '@playwright/test';
import { logIn } from './support.js';

test('the live /login asks ICU for no locale data: react-intl starts without the check', async ({ page }) => {
  await page.addInitScript(() => {
    const asked: string[] = [];
    (window as unknown as { localeDataAsked: string[] }).localeDataAsked = asked;
    for (const name of ['NumberFormat', 'DateTimeFormat'] as const) {
      // Typed loosely: the two constructors' overloads do not unify.
      const format = Intl[name] as unknown as { supportedLocalesOf: (locales: string | string[]) => string[] };
      const original = format.supportedLocalesOf.bind(format);
      format.supportedLocalesOf = (locales) => {
        asked.push(`${name}.supportedLocalesOf(${String(locales)})`);
        return original(locales);
      };
    }
  });
  await page.goto('/login');
  await expect(page.locator('#prerendered-page')).toHaveCount(0);
  await expect(page.getByTestId('login-submit')).toBeEnabled();
  // The live form shows its texts: the intl the providers made formats messages.
  await expect(page.getByTestId('login-submit')).toHaveText(/\S/);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { localeDataAsked: string[] }).localeDataAsked)).toEqual([]);
});

test('the shell starts on a few scripts, its shared singletons in one, and its entry reads no storage', async ({ page }) => {
  const shellScripts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'script' && !url.pathname.startsWith('/remotes/')) shellScripts.push(url.pathname);
  });
  await page.goto('/login');
  await expect(page.locator('#prerendered-page')).toHaveCount(0);
  await expect(page.getByTestId('remote-slot')).toHaveAttribute('data-status', 'mounted');
  // React, the router, styled-components, jotai, react-intl and swr: one framework chunk, not ten
  // scripts the federation runtime appends one by one (deploy/webpack/federation.cjs).
  expect(shellScripts.filter((script) => /^\/framework\.[0-9a-f]+\.js$/.test(script))).toHaveLength(1);
  expect(shellScripts.length, shellScripts.join(' ')).toBeLessThanOrEqual(8);
  // The federation SDK's debug check read localStorage in main.js's first task (federation-env.mjs).
  const entry = shellScripts.find((script) => script === '/main.js');
  expect(entry).toBeDefined();
  expect(await (await page.request.get('/main.js')).text()).not.toContain('localStorage');
});

test("a member's page has ICU load its language's data on a worker while the shell starts; a visitor's /login starts none", async ({ page }) => {
  await page.addInitScript(() => {
    const told = { heard: [] as unknown[], ended: 0 };
    (window as unknown as { intlWarmUp: typeof told }).intlWarmUp = told;
    const PageWorker = window.Worker;
    window.Worker = class extends PageWorker {
      private readonly watched: boolean;
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        this.watched = options?.name === 'intl-warm-up';
        if (this.watched) this.addEventListener('message', (event) => told.heard.push(event.data));
      }
      terminate() {
        if (this.watched) told.ended += 1;
        super.terminate();
      }
    };
  });
  const scripts: string[] = [];
  page.on('worker', (worker) => scripts.push(new URL(worker.url()).pathname));
  await logIn(page, 'free@example.com');
  await expect(page).toHaveURL(/\/members$/);
  expect(scripts, "the visitor's /login formats nothing, so it loads no worker").toEqual([]);
  await page.goto('/members');
  const language = await page.evaluate(() => document.documentElement.lang);
  // Every kind of formatter was made (intl-warm-up.worker.ts), in the page's language, and the worker ended.
  await expect.poll(() => page.evaluate(() => (window as unknown as { intlWarmUp: unknown }).intlWarmUp)).toEqual({ heard: [`warm ${language} 9`], ended: 1 });
  expect(scripts).toEqual([expect.stringMatching(/^\/intl-warm-up\.[0-9a-f]+\.js$/)]);
});

test("a profile arrives rendered ahead with its name and answer, and the likes remote loads only once the live page is in", async ({ page }) => {
  await logIn(page, 'free@example.com');
  await expect(page).toHaveURL(/\/members$/);
  const first = await page.locator('[data-testid^="search-results-card-"]').first().getAttribute('data-testid');
  await page.waitForLoadState('networkidle');
  const profiles: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/profile.php') profiles.push(request.url());
  });
  // When the stand-in leaves (the live page is in), on the page's own clock.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.readyState !== 'loading' && !document.getElementById('prerendered-page')) {
        (window as unknown as { swappedAt: number }).swappedAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const response = await page.goto(`/members/${first!.replace(/\D/g, '')}`);
  const html = await response!.text();
  const name = html.match(/<title>([^,<]+), \d+ – /)?.[1];
  expect(name, 'the first HTML names the profile').toBeTruthy();
  expect(html).toContain('id="prerendered-page"');
  expect(html).toContain('id="page-data-ahead"');
  await expect(page.getByTestId('profile-name')).toContainText(name!);
  // Another journey's like or message for free@ puts the unread count in front (session/title.ts).
  await expect(page).toHaveTitle(new RegExp(`^(\\(\\d+\\) )?${name}, \\d+ – `));
  // The page's widget (the like button) is the likes remote's: asked once the live page is in.
  await expect(page.getByTestId('profile-actions').getByTestId('like-button')).toBeVisible({ timeout: 15_000 });
  const times = await page.evaluate(() => ({
    swappedAt: (window as unknown as { swappedAt?: number }).swappedAt,
    likesAskedAt: performance.getEntriesByType('resource').find((entry) => /\/remotes\/mf-likes\/[^/]+\/remoteEntry\.js$/.test(new URL(entry.name).pathname))?.startTime,
  }));
  expect(times.swappedAt, 'the stand-in left').toBeDefined();
  expect(times.likesAskedAt, 'the likes remote was asked').toBeDefined();
  expect(times.likesAskedAt!).toBeGreaterThan(times.swappedAt!);
  // The live page started from the answer in the page: it asked for no profile.
  expect(profiles).toEqual([]);
});

test('/members arrives as the member sees it: their header, the results and first photos, and the answer the live page starts from', async ({ page }) => {
  await logIn(page, 'free@example.com');
  await expect(page).toHaveURL(/\/members$/);
  // The login goes to /members in the browser, which asks its own search: on a busy machine that
  // request leaves after the address has changed, so it is awaited before the reload is watched.
  await expect(page.locator('[data-testid^="search-results-card-"]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const searches: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/search.php') searches.push(request.url());
  });
  const response = await page.reload();
  const html = await response!.text();
  expect(html).toContain('id="page-data-ahead"');
  expect(html).toMatch(/<link rel="preload" as="image" imageSrcSet="\/media\/profiles\//);
  // The page rendered ahead is the member's own: their name in the header, no login link, the results.
  const standIn = html.match(/<div id="prerendered-page">[\s\S]*<\/div>/)?.[0] ?? '';
  expect(standIn).toContain('Mark');
  expect(standIn).not.toContain('href="/login"');
  // Mark's own defaults, rendered ahead as the live page shows them (docs/discovery.md): his results and similar profiles.
  const defaults = (await (await page.request.get('/api/search.php')).json()) as { defaults: boolean; profiles: unknown[]; similar: unknown[] };
  expect(defaults.defaults).toBe(true);
  const shown = defaults.profiles.length + defaults.similar.length;
  expect(shown).toBeGreaterThan(0);
  expect(standIn.match(/<article/g)?.length).toBe(shown);
  // The shell's chunks are asked for once it has been shown: only the entry is preloaded.
  expect(html.match(/<link rel="preload" as="script"/g)).toHaveLength(1);
  await expect(page.locator('[data-testid^="search-results-card-"]')).toHaveCount(defaults.profiles.length);
  await page.waitForLoadState('networkidle');
  expect(searches).toEqual([]);
  // Read once: the next search asks the API (everyone, by clearing the filters), and the page shows it.
  await page.getByTestId('search-clear').click();
  await expect(page).toHaveURL(/all=1/);
  await expect.poll(() => searches.length).toBeGreaterThan(0);
  await expect(page.locator('[data-testid^="search-results-card-"]').first()).toBeVisible();
});

test("a member's page that does not stand in holds the footer until the page is in: nothing moves when it arrives", async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await logIn(page, 'free@example.com');
  await expect(page).toHaveURL(/\/members$/);
  // A fresh start of the premium page (a remote with no page rendered ahead), its remote held
  // back as on a slow phone (longer than the 4 s the parts once waited at most): the layout is up
  // long before the page fills it.
  await page.route('**/remotes/mf-payments/*/remoteEntry.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    await route.continue();
  });
  const html = await (await page.goto('/premium'))!.text();
  expect(html).not.toContain('id="prerendered-page"');
  await expect(page.getByTestId('top-navigation')).toBeVisible();
  await expect(page.getByTestId('site-footer')).toBeHidden();
  await expect(page.getByTestId('premium-page')).toBeVisible();
  await expect(page.getByTestId('site-footer')).toBeVisible();
  const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.05);
});
