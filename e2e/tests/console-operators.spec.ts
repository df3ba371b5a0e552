/**
 * The console's operators and complaints, in separate browsers against the production build: a
 * member writes to a fictional profile; the operator's queue shows it within a second (the staff
 * stream, no reload); a second operator (the admin) cannot claim it once the operator has; the
 * operator answers as the fictional profile and the member sees the answer live. A complaint decided
 * "hide profile" on the moderator's page takes the profile out of search and mails its member a
 * statement of reasons (dev outbox). Axe finds nothing serious on both console pages at 1280 and 375 px.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { liveMember, streamOpen, TIMED_TRACE } from './live-support.js';
import { axeViolations } from './support.js';

test.use({ trace: TIMED_TRACE });

/** The member accepted the site-entry warning before (the chat layout shows it once). */
const ACCEPTED_ENTRY_WARNING = () => localStorage.setItem('site-entry-warning-seen', String(Date.now()));

/** A browser with a staff session of the demo staff member `email` (the console's own login is the console helper's journey). */
async function staffBrowser(browser: Browser, email: string, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ bypassCSP: true, viewport });
  const page = await context.newPage();
  const login = await page.request.post('/api/staff-session.php', { data: { email, password: 'demo1234' } });
  expect(login.status()).toBe(200);
  return page;
}

/** Every profile id a visitor's search lists. */
async function searchIds(page: Page): Promise<number[]> {
  const first = await (await page.request.get('/api/search.php?all=1')).json();
  const ids: number[] = first.profiles.map((card: { id: number }) => card.id);
  for (let n = 2; n <= first.pages; n++) ids.push(...(await (await page.request.get(`/api/search.php?all=1&page=${n}`)).json()).profiles.map((card: { id: number }) => card.id));
  return ids;
}

test('a member writes to a fictional profile, an operator sees it within a second, a second operator cannot claim it, the answer reaches the member live', async ({ browser }) => {
  const member = await liveMember(browser, 'operator-journey', { init: ACCEPTED_ENTRY_WARNING });
  const search = await (await member.page.request.get('/api/search.php?all=1')).json();
  const fictional = (search.profiles as { id: number; fictional: boolean }[]).find((card) => card.fictional)!;
  expect(fictional, 'a fictional profile on the first page of search').toBeTruthy();

  const operator = await staffBrowser(browser, 'operator@example.com');
  await operator.goto('/console/conversations');
  await expect(operator.getByTestId('console-conversations-page')).toBeVisible();
  await expect(operator.getByTestId('operator-stats')).toBeVisible();

  await member.page.goto(`/members/${fictional.id}/chat`);
  await streamOpen(member.page);
  await member.page.getByTestId('composer-text').fill('Hoi! Wat doe jij vanavond?');
  await member.page.getByTestId('composer-send').click();
  await expect(member.page.getByTestId('message').last()).toHaveAttribute('data-state', 'sent');
  const conversationId = (await (await member.page.request.get(`/api/chat.php?profile_id=${fictional.id}`)).json()).conversation.id as number;

  const item = operator.locator(`[data-testid="operator-queue-item"][data-conversation="${conversationId}"]`);
  await expect(item).toBeVisible({ timeout: 1_000 });
  await item.getByTestId('operator-open').click();
  await expect(operator.getByTestId('operator-history')).toContainText('Hoi! Wat doe jij vanavond?');
  await operator.getByTestId('operator-claim').click();
  await expect(operator.getByTestId('operator-claim-state')).toContainText(/Claimed by|Geclaimd door/);

  // The admin passes the operator's check: a second operator, refused while the claim holds.
  const second = await staffBrowser(browser, 'admin@example.com');
  await second.goto('/console/conversations');
  await second.locator(`[data-testid="operator-queue-item"][data-conversation="${conversationId}"]`).getByTestId('operator-open').click();
  await second.getByTestId('operator-claim').click();
  await expect(second.getByTestId('operator-problem')).toContainText(/Another operator|Een andere operator/);

  await operator.getByTestId('operator-notes').fill('Vertelde over haar hond Max.');
  await operator.getByTestId('operator-save-notes').click();
  await operator.getByTestId('operator-answer-text').fill('Ik ga wandelen met Max, en jij?');
  await operator.getByTestId('operator-send').click();
  await expect(member.page.getByTestId('message').filter({ hasText: 'Ik ga wandelen met Max, en jij?' })).toBeVisible({ timeout: 5_000 });
  await expect(item).toBeHidden();

  for (const width of [1280, 375]) {
    await operator.setViewportSize({ width, height: 900 });
    expect(await axeViolations(operator)).toEqual([]);
  }
  await operator.screenshot({ path: test.info().outputPath('console-conversations-375.png'), fullPage: true });
});

test('a complaint decided "hide profile" takes the profile out of search and mails its member a statement of reasons', async ({ browser }) => {
  const reported = await liveMember(browser, 'complaint-reported');
  const filer = await liveMember(browser, 'complaint-filer');
  expect(await searchIds(filer.page)).toContain(reported.profileId);
  const filed = await filer.page.request.post('/api/complaints.php', { data: { category: 'fake_profile', description: 'Deze foto’s zijn van iemand anders.', profile_id: reported.profileId } });
  expect(filed.status()).toBe(201);
  const { reference } = await filed.json();

  const moderator = await staffBrowser(browser, 'moderator@example.com');
  await moderator.goto('/console/complaints');
  const card = moderator.getByTestId('complaint').filter({ hasText: reference });
  await expect(card).toBeVisible();
  await card.getByTestId('complaint-action').selectOption('hide_profile');
  await card.getByTestId('complaint-ground').fill('The photos belong to someone else (terms 4.2).');
  await card.getByTestId('complaint-submit').click();
  await expect(moderator.getByTestId('complaint').filter({ hasText: reference })).toBeHidden();

  expect(await searchIds(filer.page)).not.toContain(reported.profileId);
  const outbox = await (await filer.page.request.get(`/dev/outbox.json?to=${encodeURIComponent(reported.email)}`)).json();
  const statement = (outbox as { kind: string; text: string }[]).find((mail) => mail.kind === 'statement_of_reasons');
  expect(statement?.text).toContain('The photos belong to someone else (terms 4.2).');
  expect(statement?.text).toContain(reference);

  for (const width of [1280, 375]) {
    await moderator.setViewportSize({ width, height: 900 });
    expect(await axeViolations(moderator)).toEqual([]);
  }
  await moderator.screenshot({ path: test.info().outputPath('console-complaints-1280.png'), fullPage: true });
});
