/**
 * Log in, log out, wrong password, sign up with activation (the country following the page, the
 * photo step, the own profile preview, a typo in the address corrected), password reset — across
 * shell, mf-account and mf-search.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { axeViolations, chooseDateOfBirth, DEMO_PASSWORD, linkFromOutbox, logIn, signUpByApi, uniqueEmail } from './support.js';
import { uniquePhoto, uploadPhoto } from './account-side-support.js';

const ORIGIN = `http://localhost:${Number(process.env.E2E_PORT ?? 8181)}`;

test('a premium member logs in and lands on /members with credits and the profile menu', async ({ page }) => {
  await logIn(page, 'premium@example.com');
  await expect(page).toHaveURL(/\/members$/);
  await expect(page.getByTestId('nav-credits')).toBeVisible();
  await expect(page.getByTestId('nav-premium')).toHaveCount(0);
  // A paying member sees the balance at every amount: 50 credits, above the badge threshold of 10, plain.
  await expect(page.getByTestId('nav-credits-badge')).toHaveText('50');
  await expect(page.getByTestId('nav-credits-badge')).toHaveAttribute('data-kind', 'plain');
  await expect(page.getByTestId('nav-chats')).toBeVisible();
  await expect(page.getByTestId('nav-likes')).toBeVisible();
  await expect(page.getByTestId('nav-login')).toHaveCount(0);
  await page.getByTestId('profile-dropdown').click();
  await expect(page.getByTestId('profile-menu-profile')).toBeVisible();
  await expect(page.getByTestId('profile-menu-settings')).toBeVisible();
  await expect(page.getByTestId('profile-menu-logout')).toBeVisible();
  const me = await (await page.request.get('/api/user.php')).json();
  expect(me.user).toMatchObject({ email: 'premium@example.com', credits: 50, paid_user: true });
});

test('a free member with no credits sees the premium entry with a danger badge at 0', async ({ page }) => {
  await logIn(page, 'free@example.com');
  await expect(page).toHaveURL(/\/members$/);
  await expect(page.getByTestId('nav-premium')).toBeVisible();
  await expect(page.getByTestId('nav-credits')).toHaveCount(0);
  const badge = page.getByTestId('nav-credits-badge');
  await expect(badge).toHaveText('0');
});

test('logging out goes to the root and ends the session', async ({ page }) => {
  await logIn(page, 'premium@example.com');
  await expect(page).toHaveURL(/\/members$/);
  await page.getByTestId('profile-dropdown').click();
  await page.getByTestId('profile-menu-logout').click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/login');
  await expect(page.getByTestId('nav-login')).toBeVisible();
  const me = await (await page.request.get('/api/user.php')).json();
  expect(me.user).toBeNull();
});

test('a wrong password shows the Dutch message and keeps the visitor logged out', async ({ page }) => {
  await logIn(page, 'premium@example.com', 'not-the-password');
  await expect(page.getByTestId('form-error')).toHaveText('Login mislukt, probeer opnieuw');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('nav-login')).toBeVisible();
});

test('a visitor signs up, opens the activation link from the outbox and is confirmed', async ({ page }) => {
  const email = uniqueEmail('signup');
  await page.goto('/signup');
  await page.getByTestId('signup-gender-male').click();
  await page.getByTestId('signup-seeking-female').click();
  await page.getByTestId('signup-next').click();
  await page.getByTestId('signup-name').fill('Joost');
  await chooseDateOfBirth(page, '1988-03-14');
  await page.getByTestId('signup-next').click();
  await page.getByTestId('signup-email').fill(email);
  await page.getByTestId('signup-password').fill(DEMO_PASSWORD);
  await page.getByTestId('signup-submit').click();
  // The account exists: the photo step may be skipped.
  await page.getByTestId('signup-photo-skip').click();
  // The completion has its own route: one heading, one message.
  await expect(page).toHaveURL(/\/complete-signup$/);
  await expect(page.getByTestId('complete-signup-page').getByRole('heading')).toHaveText(['Controleer je e-mail']);
  await expect(page.getByTestId('signup-complete')).toContainText(email);
  let me = await (await page.request.get('/api/user.php')).json();
  expect(me.user).toMatchObject({ email, status: 'not_confirmed' });

  const link = await linkFromOutbox(page.request, email, /\/api\/activate\.php\?token=/);
  await page.goto(link);
  await expect(page).toHaveURL(/\/activate\/done$/);
  await expect(page.getByTestId('activate-done-page')).toBeVisible();
  me = await (await page.request.get('/api/user.php')).json();
  expect(me.user).toMatchObject({ email, status: 'confirmed', profile: { status: 'active' } });

  // The link is single use: opened again it says once that the account is confirmed already.
  await page.goto(link);
  await expect(page).toHaveURL(/\/activate\/done\?already=1$/);
  await expect(page.getByTestId('activate-already')).toHaveText('Je account is al bevestigd.');
  await expect(page.getByTestId('activate-error-page')).toHaveCount(0);
});

test('signup refuses a duplicate e-mail with the Dutch text and offers login', async ({ page }) => {
  await page.goto('/signup');
  await page.getByTestId('signup-gender-female').click();
  await page.getByTestId('signup-seeking-male').click();
  await page.getByTestId('signup-next').click();
  await page.getByTestId('signup-name').fill('Anna');
  await chooseDateOfBirth(page, '1990-01-01');
  await page.getByTestId('signup-next').click();
  await page.getByTestId('signup-email').fill('premium@example.com');
  await page.getByTestId('signup-password').fill(DEMO_PASSWORD);
  await page.getByTestId('signup-submit').click();
  await expect(page.getByText('Dit e-mailadres heeft al een account op deze site.')).toBeVisible();
  await expect(page.getByTestId('signup-have-account-login')).toBeVisible();
});

test('a member resets the password through the e-mailed link', async ({ page }) => {
  const email = uniqueEmail('reset');
  await signUpByApi(page.request, email);
  await page.request.get('/api/logout.php');

  await page.goto('/reset-password');
  await page.getByTestId('reset-email').fill(email);
  await page.getByTestId('reset-submit').click();
  await expect(page.getByTestId('reset-sent')).toBeVisible();

  const link = await linkFromOutbox(page.request, email, /\/reset-password\/do\?token=/);
  await page.goto(link);
  await page.getByTestId('reset-password').fill('new-secret-42');
  await page.getByTestId('reset-password-confirmation').fill('different-42');
  await page.getByTestId('reset-do-submit').click();
  await expect(page.getByText('De opgegeven wachtwoorden zijn niet gelijk.').first()).toBeVisible();
  await page.getByTestId('reset-password-confirmation').fill('new-secret-42');
  await page.getByTestId('reset-do-submit').click();
  await expect(page.getByTestId('reset-done')).toBeVisible();

  await logIn(page, email, DEMO_PASSWORD);
  await expect(page.getByTestId('form-error')).toHaveText('Login mislukt, probeer opnieuw');
  await logIn(page, email, 'new-secret-42');
  await expect(page).toHaveURL(/\/members$/);
});

test('an unknown e-mail on the reset page says "E-mailadres niet gevonden"', async ({ page }) => {
  await page.goto('/reset-password');
  await page.getByTestId('reset-email').fill(uniqueEmail('nobody'));
  await page.getByTestId('reset-submit').click();
  await expect(page.getByText('E-mailadres niet gevonden')).toBeVisible();
});

/** A page in `language` at `width` px in a browser that speaks English (US), as many do. */
async function englishBrowserOn(browser: Browser, language: 'nl' | 'de', width: number): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width, height: 900 } });
  await context.addCookies([{ name: 'i18n_redirected', value: language, url: ORIGIN }]);
  return context.newPage();
}

/** Walks the three steps of /signup; the country select must start at `country`. */
async function signUpStartingAt(page: Page, email: string, name: string, country: string) {
  await page.goto('/signup');
  await page.getByTestId('signup-gender-female').click();
  await page.getByTestId('signup-seeking-male').click();
  await page.getByTestId('signup-next').click();
  await expect(page.getByTestId('signup-country')).toHaveValue(country);
  await page.getByTestId('signup-name').fill(name);
  await chooseDateOfBirth(page, '1991-07-21');
  await page.getByTestId('signup-next').click();
  await page.getByTestId('signup-email').fill(email);
  await page.getByTestId('signup-password').fill(DEMO_PASSWORD);
  await page.getByTestId('signup-submit').click();
}

test('the signup country follows the page (de at 1280 px, nl at 375 px, English browsers), with the photo step, the own profile preview and a typo in the address corrected', async ({ browser }) => {
  const photo = await uniquePhoto();

  // de at 1280 px: Germany, not the browser's US. The photo goes up in the signup and is shown at once.
  const de = await englishBrowserOn(browser, 'de', 1280);
  await signUpStartingAt(de, uniqueEmail('signup-de'), 'Lena', 'DE');
  await expect(de.getByRole('heading', { name: 'Füge ein Profilfoto hinzu' })).toBeFocused();
  await uploadPhoto(de, photo, 'signup-photo-input');
  await expect(de.getByTestId('signup-photo-preview')).toHaveAttribute('data-status', 'active');
  await de.getByTestId('signup-photo-continue').click();
  await expect(de).toHaveURL(/\/complete-signup$/);
  const lena = (await (await de.request.get('/api/user.php')).json()).user;
  expect(lena.profile).toMatchObject({ country: 'DE', main_image: expect.objectContaining({ filename: expect.any(String) }) });
  // The account area leads to the own profile as others see it.
  await de.goto('/profile');
  await de.getByTestId('profile-preview-link').click();
  await expect(de).toHaveURL(new RegExp(`/members/${lena.profile.id}$`));
  await expect(de.getByTestId('own-profile-preview')).toContainText('So sehen andere dein Profil');
  await expect(de.getByTestId('own-profile-hidden')).toHaveText('Andere sehen dein Profil, sobald du deine E-Mail-Adresse bestätigt hast.');
  await expect(de.getByTestId('profile-not-found')).toHaveCount(0);
  await expect(de.getByTestId('gallery-photo-0')).toBeVisible();
  await de.context().close();

  // nl at 375 px: the Netherlands. The same photo again is held for review, and says so to its owner.
  const nl = await englishBrowserOn(browser, 'nl', 375);
  const typo = uniqueEmail('signup-nl').replace('@example.com', '@exmaple.com');
  await signUpStartingAt(nl, typo, 'Sanne', 'NL');
  await uploadPhoto(nl, photo, 'signup-photo-input');
  await expect(nl.getByTestId('signup-photo-pending')).toHaveText('Wordt gecontroleerd');
  await nl.getByTestId('signup-photo-continue').click();
  await expect(nl).toHaveURL(/\/complete-signup$/);
  const sanne = (await (await nl.request.get('/api/user.php')).json()).user;
  expect(sanne.profile.country).toBe('NL');

  // A typo in the address: the banner (on any page) leads to the form on /complete-signup, the old link stops working.
  const oldLink = await linkFromOutbox(nl.request, typo, /\/api\/activate\.php\?token=/);
  await nl.goto('/members');
  await nl.getByTestId('activation-alert-change').click();
  await expect(nl).toHaveURL(/\/complete-signup\?address=change$/);
  const fixed = typo.replace('@exmaple.com', '@example.com');
  await nl.getByTestId('activation-change-email').fill(fixed);
  await nl.getByTestId('activation-change-password').fill(DEMO_PASSWORD);
  await nl.getByTestId('activation-change-submit').click();
  await expect(nl.getByTestId('activation-address-changed')).toContainText(fixed);
  await expect(nl.getByTestId('signup-complete')).toContainText(fixed);
  expect(await axeViolations(nl)).toEqual([]);

  // The own preview at 375 px: what others see, that they do not see it yet, and the photo waiting for review.
  await nl.goto(`/members/${sanne.profile.id}`);
  await expect(nl.getByTestId('own-profile-preview')).toContainText('Zo zien anderen je profiel');
  await expect(nl.getByTestId('own-profile-pending')).toHaveText('1 foto wacht op controle: anderen zien hem zodra hij is goedgekeurd.');
  await expect(nl.getByTestId('gallery-stand-in')).toBeVisible();
  await expect(nl.getByTestId('own-profile-edit')).toHaveAttribute('href', '/profile');
  expect(await axeViolations(nl)).toEqual([]);

  await nl.goto(oldLink);
  await expect(nl).toHaveURL(/\/activate\/error$/);
  await nl.goto(await linkFromOutbox(nl.request, fixed, /\/api\/activate\.php\?token=/));
  await expect(nl).toHaveURL(/\/activate\/done$/);
  await nl.context().close();
});
