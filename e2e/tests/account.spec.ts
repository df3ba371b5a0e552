/** Log in, log out, wrong password, sign up with activation, password reset — across shell and mf-account. */
import { expect, test } from '@playwright/test';
import { chooseDateOfBirth, DEMO_PASSWORD, linkFromOutbox, logIn, signUpByApi, uniqueEmail } from './support.js';

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
