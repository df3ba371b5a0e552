/**
 * Discovery starts from the member (docs/discovery.md): a new member in de, a man seeking women in
 * Germany, opens /members and the swipe deck on women in DE of ages around his (1280 px); in nl at
 * 375 px Mark (Utrecht) sees his own region first; the swipe buttons stay on screen with the limit
 * banner at 375×667 and 1280×800; a premium member sees no limit at all.
 */
import { expect, test, type Page, type Response } from '@playwright/test';
import { ageOn, DEFAULT_AGE_SPREAD } from '@dating/shared-contracts';
import { ownClient, uniqueEmail } from './support.js';
import { freshMember } from './account-side-support.js';
import { logInByApi } from './search-support.js';

const PORT = Number(process.env.E2E_PORT ?? 8181);

interface Answer {
  defaults: boolean;
  filters: Record<string, unknown>;
  near_region: string | null;
  profiles: { id: number; gender: string; country: string; age: number; region: string | null }[];
}

/** The next search answer the page receives. */
function nextSearch(page: Page): Promise<Response> {
  return page.waitForResponse((response) => new URL(response.url()).pathname === '/api/search.php' && response.status() === 200);
}

/** Whether the element is wholly inside the window. */
async function onScreen(page: Page, testId: string): Promise<boolean> {
  const box = await page.getByTestId(testId).boundingBox();
  const size = page.viewportSize()!;
  return box !== null && box.y >= 0 && box.y + box.height <= size.height && box.x >= 0 && box.x + box.width <= size.width;
}

test("in de, a man seeking women in Germany opens search and the swipe deck on women in DE of ages around his", async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE', viewport: { width: 1280, height: 800 } });
  await context.addCookies([{ name: 'i18n_redirected', value: 'de', url: `http://localhost:${PORT}` }]);
  const email = uniqueEmail('discovery-de');
  const birth = '1988-03-09';
  const signup = await context.request.post('/api/signup.php', {
    headers: ownClient(),
    data: { email, name: 'Jonas', date_of_birth: birth, password: 'demo1234', gender: 'male', seeking: 'female', country: 'DE' },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  await logInByApi(context.request, email);
  const age = ageOn(birth, new Date())!;
  const [min, max] = [age - DEFAULT_AGE_SPREAD, age + DEFAULT_AGE_SPREAD];
  const page = await context.newPage();

  // /members arrives rendered ahead with this answer (the same function on the server).
  const answer = (await (await context.request.get('/api/search.php')).json()) as Answer;
  await page.goto('/members');
  expect(answer).toMatchObject({ defaults: true, filters: { gender: 'female', country: 'DE', min_age: min, max_age: max } });
  expect(answer.profiles.length).toBeGreaterThan(0);
  for (const card of answer.profiles) expect([card.gender, card.country, card.age >= min && card.age <= max]).toEqual(['female', 'DE', true]);
  // The form shows what the results are for, and says where it came from.
  await expect(page.getByTestId('filter-gender')).toHaveValue('female');
  await expect(page.getByTestId('filter-country')).toHaveValue('DE');
  await expect(page.getByTestId('filter-age-from')).toHaveValue(String(min));
  await expect(page.getByTestId('filter-age-to')).toHaveValue(String(max));
  await expect(page.getByTestId('search-from-profile')).toContainText('Passend zu deinem Profil');
  const first = answer.profiles[0]!.id;
  await expect(page.locator('[data-testid^="search-results-card-"]').first()).toHaveAttribute('data-testid', `search-results-card-${first}`);

  // Every filter can still be changed; clearing asks for everyone, not the defaults again.
  const everyone = nextSearch(page);
  await page.getByTestId('search-clear').click();
  await expect(page).toHaveURL(/\/members\?all=1$/);
  await expect(page.getByTestId('filter-gender')).toHaveValue('');
  await expect(page.getByTestId('filter-country')).toHaveValue('');
  // Its answer is in before the page is left: the deck's search below is the next one.
  expect(((await (await everyone).json()) as Answer).defaults).toBe(false);

  // The swipe deck deals from the same defaults.
  const dealt = nextSearch(page);
  await page.goto('/swipe-game');
  const deck = (await (await dealt).json()) as Answer;
  expect(deck.filters).toEqual(answer.filters);
  await expect(page.getByTestId('swipe-card')).toHaveAttribute('data-profile-id', String(deck.profiles[0]!.id));
  expect(await onScreen(page, 'swipe-like')).toBe(true);
  await context.close();
});

test('in nl at 375 px Mark, a man in Utrecht seeking women, sees women in NL with Utrecht first', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 667 } });
  await logInByApi(context.request, 'free@example.com');
  const page = await context.newPage();
  const answer = (await (await context.request.get('/api/search.php')).json()) as Answer;
  await page.goto('/members');
  expect(answer).toMatchObject({ defaults: true, near_region: 'Utrecht', filters: { gender: 'female', country: 'NL' } });
  const near = answer.profiles.findIndex((card) => card.region !== 'Utrecht');
  expect(answer.profiles.slice(near === -1 ? answer.profiles.length : near).every((card) => card.region !== 'Utrecht')).toBe(true);
  await expect(page.getByTestId('search-near-first')).toContainText('Utrecht');
  await context.close();
});

test('the swipe buttons stay on screen with the limit banner, at 375×667 and 1280×800', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 667 } });
  const page = await context.newPage();
  await freshMember(page, 'discovery-limit');
  await page.getByTestId('profile-photo-alert').getByRole('button').click();
  // The day is used up through the API, so the page opens with the limit banner.
  const { profiles } = (await (await page.request.get('/api/search.php?all=1')).json()) as Answer;
  for (const card of profiles.slice(0, 4)) expect((await page.request.post('/api/swipe.php', { data: { profile_id: card.id, liked: true } })).status()).toBe(200);
  await page.goto('/swipe-game');
  await expect(page.getByTestId('swipe-limit')).toBeVisible();
  await expect(page.getByTestId('swipe-premium')).toHaveAttribute('href', '/premium');
  await expect(page.getByTestId('swipe-card')).toBeVisible();
  await expect.poll(() => onScreen(page, 'swipe-like')).toBe(true);
  expect(await onScreen(page, 'swipe-skip')).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect.poll(() => onScreen(page, 'swipe-like')).toBe(true);
  expect(await onScreen(page, 'swipe-skip')).toBe(true);
  await context.close();
});

test('a premium member swipes without a limit banner or count', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await logInByApi(context.request, 'premium@example.com');
  const page = await context.newPage();
  await page.goto('/swipe-game');
  await expect(page.getByTestId('swipe-card')).toBeVisible();
  await expect(page.getByTestId('swipe-like')).toBeEnabled();
  await expect(page.getByTestId('swipe-likes-left')).toHaveCount(0);
  await expect(page.getByTestId('swipe-limit')).toHaveCount(0);
  await context.close();
});
