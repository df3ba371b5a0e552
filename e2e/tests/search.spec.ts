/**
 * mf-search in the composed site: visitors search where the site allows it and are asked to log
 * in where it does not; members filter, page, open a profile and come back to the same page and
 * scroll position; locked photos never reach a free member's page; blocking hides a profile; the
 * swipe game refuses the fifth like of the day; the swipe game and the match finder are reached from
 * the bar's Discover menu; the bar shows the credit balance as one to free and paying members;
 * every page passes axe at 375 and 1280 px.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, axeViolations, logIn, signUpByApi, uniqueEmail } from './support.js';
import { logInByApi, profileWithPhotos } from './search-support.js';

const PORT = Number(process.env.E2E_PORT ?? 8181);

/** The test ids of the result cards on the page, in order. */
function cardIds(page: Page): Promise<string[]> {
  return page.locator('[data-testid^="search-results-card-"]').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-testid')!));
}

test.describe('visitors', () => {
  test('may search where the site allows logged-out search, opening on the site\'s own country', async ({ page }) => {
    await page.goto('/members');
    await expect(page.getByTestId('search-count')).toContainText('profielen gevonden');
    // No geo country from the edge here: the Dutch site's own, NL (docs/discovery.md).
    await expect(page.getByTestId('filter-country')).toHaveValue('NL');
    await expect(page.locator('[data-testid^="search-results-card-"]').first()).toBeVisible();
    // Liking asks a visitor to sign up.
    await page.getByTestId('visitor-like').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('are asked to log in where the site does not allow it', async ({ page }) => {
    // The seeded site on bdsm.localhost allows logged-out search only with tracking data.
    await page.goto(`http://bdsm.localhost:${PORT}/members`);
    await expect(page.getByTestId('login-call')).toBeVisible();
    await expect(page.getByTestId('search-results')).toHaveCount(0);
    await page.getByTestId('login-call-login').click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fmembers/);
  });
});

test('a member filters, pages, opens a profile and comes back to the same page, cards and scroll position', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, 'free@example.com');
  await expect(page).toHaveURL(/\/members$/);
  // Mark's defaults (women in NL of ages around his) show in the form; he widens them to every country.
  await expect(page.getByTestId('filter-gender')).toHaveValue('female');
  await page.getByTestId('filter-country').selectOption('');
  await page.getByTestId('filter-age-from').fill('20');
  await page.getByTestId('filter-age-to').fill('99');
  await page.getByTestId('search-submit').click();
  await expect(page).toHaveURL(/\/members\?gender=female&min_age=20$/);
  const count = await page.getByTestId('search-count').textContent();
  expect(Number(count!.replace(/\D/g, ''))).toBeGreaterThan(24);
  await page.getByTestId('search-pages').getByRole('link', { name: 'Pagina 2', exact: true }).click();
  await expect(page).toHaveURL(/\/members\?gender=female&min_age=20&page=2$/);
  await expect(page.getByTestId('search-pages').locator('[aria-current="page"]')).toHaveText('2');

  const card = page.locator('[data-testid^="search-results-card-"]').nth(13);
  const cardId = await card.getAttribute('data-testid');
  await card.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
  await page.waitForTimeout(300);
  const before = (await card.boundingBox())!.y;
  const cardsShown = await cardIds(page);
  await card.getByRole('link').click();
  await expect(page).toHaveURL(/\/members\/\d+$/);
  await expect(page.getByTestId('profile-page')).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // The results follow who was online last, so a fresh answer would move the cards: back shows the answer it showed.
  const searchesAfterBack: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/search.php')) searchesAfterBack.push(request.url());
  });

  await page.goBack();
  await expect(page).toHaveURL(/\/members\?gender=female&min_age=20&page=2$/);
  await expect(page.getByTestId('search-pages').locator('[aria-current="page"]')).toHaveText('2');
  // The same card sits where it was on the screen.
  await expect.poll(() => cardIds(page)).toEqual(cardsShown);
  const again = page.getByTestId(cardId!);
  await expect.poll(async () => Math.abs(((await again.boundingBox())?.y ?? 1e6) - before)).toBeLessThan(5);
  await page.waitForTimeout(500);
  expect(Math.abs((await again.boundingBox())!.y - before)).toBeLessThan(5);
  expect(searchesAfterBack).toEqual([]);

  // A shared link opens the same search.
  await page.goto('/members?gender=female&min_age=20&page=2');
  await expect(page.getByTestId('filter-gender')).toHaveValue('female');
  await expect(page.getByTestId('search-pages').locator('[aria-current="page"]')).toHaveText('2');
});

/** The members page's title in the browser and as the server sent it, then a profile's, which names the member. */
const TITLES = { nl: 'Leden zoeken', de: 'Mitglieder suchen' } as const;
for (const language of ['nl', 'de'] as const) {
  test(`the members page and a profile carry their own titles in ${language}, from the server as in the browser`, async ({ browser }) => {
    const context = await browser.newContext({ locale: language === 'de' ? 'de-DE' : 'nl-NL' });
    await logInByApi(context.request, 'free@example.com');
    await context.addCookies([{ name: 'i18n_redirected', value: language, url: `http://localhost:${PORT}` }]);
    const served = await (await context.request.get('/members')).text();
    expect(served).toMatch(new RegExp(`<title>${TITLES[language]} – [^<]+</title>`));
    const page = await context.newPage();
    await page.goto('/members');
    await expect(page.locator('[data-testid^="search-results-card-"]').first()).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^(\\(\\d+\\) )?${TITLES[language]} – `));
    const { id } = await profileWithPhotos(context.request, 1);
    const { profile } = (await (await context.request.get(`/api/profile.php?id=${id}`)).json()) as { profile: { name: string; age: number } };
    await page.goto(`/members/${id}`);
    await expect(page.getByTestId('profile-page')).toBeVisible();
    const named = profile.name.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&');
    await expect(page).toHaveTitle(new RegExp(`^(\\(\\d+\\) )?${named}, ${profile.age} – `));
    await context.close();
  });
}

test('a free member’s page holds blurred copies only; a premium member sees the sharp photos', async ({ browser }) => {
  const premium = await browser.newContext();
  await logInByApi(premium.request, 'premium@example.com');
  const { id, urls } = await profileWithPhotos(premium.request, 3);
  const sharpLocked = urls.slice(1).flat();
  expect(sharpLocked.length).toBeGreaterThan(0);

  const free = await browser.newContext();
  const page = await free.newPage();
  await logIn(page, 'free@example.com');
  await expect(page).toHaveURL(/\/members$/);
  await page.goto(`/members/${id}`);
  await expect(page.getByTestId('profile-page')).toBeVisible();
  await page.getByTestId('gallery-next').click();
  const locked = page.getByTestId('gallery-photo-1');
  await expect(locked).toHaveAttribute('data-locked', 'true');
  await expect(locked).toContainText('Alleen voor premium leden');
  await page.getByTestId('gallery').press('ArrowRight');
  await expect(page.getByTestId('gallery-counter')).toHaveText(`3 / ${urls.length}`);
  const html = await page.content();
  for (const url of sharpLocked) expect(html).not.toContain(url);
  await free.close();

  const premiumPage = await premium.newPage();
  await premiumPage.goto(`/members/${id}`);
  await premiumPage.getByTestId('gallery-next').click();
  const sharp = premiumPage.getByTestId('gallery-photo-1');
  await expect(sharp).not.toHaveAttribute('data-locked', 'true');
  expect(urls[1]).toContain(await sharp.locator('img').getAttribute('src'));
  await premium.close();
});

test('"near me" with the position granted fills in the country and region; refused, it says why and the browser is not blamed', async ({ browser }) => {
  // Utrecht: the offline geocoder places it in the Netherlands, province Utrecht.
  const granted = await browser.newContext({ permissions: ['geolocation'], geolocation: { latitude: 52.0907, longitude: 5.1214 } });
  const page = await granted.newPage();
  await logIn(page, 'free@example.com');
  await expect(page).toHaveURL(/\/members$/);
  await expect(page.getByTestId('near-me')).toHaveAttribute('data-permission', 'granted');
  await page.getByTestId('near-me-button').click();
  await expect(page.getByTestId('filter-country')).toHaveValue('NL');
  await expect(page.getByTestId('filter-region')).toHaveValue('Utrecht');
  await granted.close();

  const refused = await browser.newContext();
  const other = await refused.newPage();
  await logIn(other, 'free@example.com');
  await expect(other).toHaveURL(/\/members$/);
  // The form shows the member's defaults once the search has answered (docs/discovery.md).
  await expect(other.getByTestId('search-from-profile')).toBeVisible();
  const country = await other.getByTestId('filter-country').inputValue();
  expect(country).toBe('NL');
  await other.getByTestId('near-me-button').click();
  await expect(other.getByTestId('near-me-denied')).toBeVisible();
  await expect(other.getByTestId('filter-country')).toHaveValue(country);
  await refused.close();
});

test('blocking a profile (after confirming) hides it from the search', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpByApi(page.request, uniqueEmail('blocker'));
  const { profiles } = await (await page.request.get('/api/search.php?country=BE')).json();
  const target = profiles.find((p: { region: string | null }) => p.region) as { id: number; age: number; region: string };
  const search = `/members?country=BE&countryregion=${encodeURIComponent(target.region)}&min_age=${target.age}&max_age=${target.age}`;
  await page.goto(search);
  await expect(page.getByTestId(`search-results-card-${target.id}`)).toBeVisible();

  await page.getByTestId(`search-results-card-${target.id}`).getByRole('link').click();
  await page.getByTestId('profile-block').click();
  await expect(page.getByTestId('block-dialog')).toBeVisible();
  await page.getByTestId('block-confirm').click();
  await expect(page).toHaveURL(/\/members\?blocked=1$/);
  await expect(page.getByTestId('search-blocked')).toBeVisible();

  await page.goto(search);
  await expect(page.getByTestId('search-count')).toBeVisible();
  await expect(page.getByTestId(`search-results-card-${target.id}`)).toHaveCount(0);
  // A blocked profile is not found for the member: the answer says so too (no soft 404).
  const gone = await page.goto(`/members/${target.id}`);
  expect(gone!.status()).toBe(404);
  await expect(page.getByTestId('profile-not-found')).toBeVisible();
});

test('the swipe game allows four likes a day and refuses the fifth, saying when it resets', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 1000 });
  // A member in the site's home market, whose pool of women around 36 is deep enough for a day's likes (docs/discovery.md).
  await signUpByApi(page.request, uniqueEmail('swiper'), DEMO_PASSWORD, 'NL');
  // The game is reached from the bar's Discover menu, as a member finds it.
  await page.goto('/members');
  await page.getByRole('button', { name: 'Ontdekken' }).click();
  await page.getByRole('menuitem', { name: 'Swipen' }).click();
  await expect(page).toHaveURL(/\/swipe-game$/);
  await expect(page.getByTestId('swipe-likes-left')).toHaveText('Nog 4 likes vandaag');
  const liked: string[] = [];
  for (let i = 0; i < 4; i++) {
    liked.push((await page.getByTestId('swipe-card').getAttribute('data-profile-id'))!);
    // Likes by button, arrow key and swipe alike.
    if (i === 1) await page.keyboard.press('ArrowRight');
    else if (i === 2) await swipeRight(page);
    else await page.getByTestId('swipe-like').click();
    await expect(page.getByTestId("swipe-card"), `like ${i + 1}`).not.toHaveAttribute("data-profile-id", liked[i]!);
  }
  await expect(page.getByTestId('swipe-likes-left')).toHaveText('Geen likes meer vandaag');
  await expect(page.getByTestId('swipe-limit')).toContainText('Je kunt weer liken vanaf');
  await expect(page.getByTestId('swipe-premium')).toHaveAttribute('href', '/premium');
  await expect(page.getByTestId('swipe-like')).toBeDisabled();
  // The server refuses the fifth like whatever the page shows.
  const fifth = await page.request.post('/api/swipe.php', { data: { profile_id: Number(await page.getByTestId('swipe-card').getAttribute('data-profile-id')), liked: true } });
  expect(fifth.status()).toBe(429);
  // A skip is still possible.
  const before = await page.getByTestId('swipe-card').getAttribute('data-profile-id');
  await page.getByTestId('swipe-skip').click();
  // The deck deals from the member's defaults: the next card, or the end of the deck.
  await expect(page.locator(`[data-testid="swipe-card"][data-profile-id="${before}"]`)).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('swipe-limit')).toBeVisible();
});

for (const width of [375, 1280]) {
  test(`the bar shows the credit balance as one, named, to a free and a paying member at ${width} px`, async ({ browser }) => {
    for (const [email, entry, label] of [['free@example.com', 'nav-premium', 'Premium'], ['premium@example.com', 'nav-credits', 'Credits']] as const) {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      await logInByApi(page.request, email);
      const { user } = (await (await page.request.get('/api/user.php')).json()) as { user: { credits: number; paid_user: boolean } };
      await page.goto('/members');
      const balance = page.getByTestId('nav-credits-badge');
      // The spec's rule: shown at 10 or fewer (warning above 0, danger at 0); a paying member sees it at every amount.
      const kind = user.credits === 0 ? 'danger' : user.credits <= 10 ? 'warning' : 'plain';
      if (!user.paid_user && kind === 'plain') await expect(balance).toHaveCount(0);
      else {
        await expect(balance).toHaveAttribute('data-kind', kind);
        const name = `nog ${new Intl.NumberFormat('nl').format(user.credits)} ${user.credits === 1 ? 'credit' : 'credits'}`;
        await expect(balance).toHaveAccessibleName(name);
        await expect(page.getByTestId(entry)).toHaveAccessibleName(`${label} ${name}`);
        // A coin says what the number counts; the whole pill stays inside the phone's screen.
        await expect(balance.locator('svg')).toBeVisible();
        const box = (await balance.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(width);
      }
      await context.close();
    }
  });
}

/** A finger drag to the right over the swipe card. */
async function swipeRight(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = (await page.getByTestId('swipe-card').boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 40, y);
  await page.mouse.down();
  await page.mouse.move(box.x + 120, y, { steps: 4 });
  await page.mouse.move(box.x + 240, y, { steps: 4 });
  await page.mouse.up();
}

test('the match finder asks four questions and explains each match’s score', async ({ page }) => {
  // On a phone the Discover menu is the compass in the bar's first row.
  await page.setViewportSize({ width: 375, height: 800 });
  await logIn(page, 'premium@example.com');
  await expect(page).toHaveURL(/\/members$/);
  await page.getByRole('button', { name: 'Ontdekken' }).click();
  await page.getByRole('menuitem', { name: 'Matchvinder' }).click();
  await expect(page).toHaveURL(/\/match-finder$/);
  await page.getByTestId('finder-gender').getByText('Vrouw').click();
  await page.getByTestId('finder-next').click();
  await page.getByTestId('finder-next').click();
  await page.getByTestId('finder-country').selectOption('NL');
  await page.getByTestId('finder-next').click();
  await page.locator('[data-testid^="finder-interest-"]').first().click();
  await page.getByTestId('finder-finish').click();
  await expect(page.getByTestId('finder-results')).toBeVisible();
  await expect(page.getByTestId('finder-score').first()).toContainText('% match');
  await expect(page.getByTestId('match-reasons').first()).toContainText('Het gezochte geslacht');
});

test.describe('accessibility', () => {
  test.use({ bypassCSP: true });
  for (const width of [375, 1280]) {
    test(`every mf-search page has no serious axe violations at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/members');
      await expect(page.getByTestId('search-count')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      await logIn(page, 'free@example.com');
      await expect(page).toHaveURL(/\/members$/);
      await expect(page.getByTestId('search-count')).toBeVisible();
      const first = await page.locator('[data-testid^="search-results-card-"]').first().getAttribute('data-testid');
      expect(await axeViolations(page)).toEqual([]);
      const checks: Array<[string, string]> = [
        [`/members/${first!.replace(/\D/g, '')}`, 'profile-page'],
        ['/swipe-game', 'swipe-card'],
        ['/match-finder', 'finder-page'],
        ['/signup-matches', 'signup-matches'],
        ['/members/999999', 'profile-not-found'],
      ];
      for (const [path, testId] of checks) {
        await page.goto(path);
        await expect(page.getByTestId(testId)).toBeVisible();
        expect(await axeViolations(page), path).toEqual([]);
      }
    });
  }
});
