/**
 * The chat journey in two browsers: A (a paying member) writes to B, and B's unread badge and
 * title show it within a second, with no reload; B opens the conversation and A's open page shows
 * "read"; A's credits drop by exactly the site's message_credits; a double-clicked send is one
 * message. An unconfirmed member's message is held until the activation link, then reaches B live;
 * a deletion the server refuses alerts and brings the conversation back; a block removes the
 * conversation on both sides; a free member's third conversation is refused with the way to
 * premium; A's photo costs photo_credits once and reaches B (not premium) only blurred, under the lock with
 * the way to premium; axe finds nothing serious on the list and the conversation at 375 and 1280 px in nl and de.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { LOCALE_COOKIE } from '@dating/shared-contracts';
import { badgeShownAt, liveMember, liveTimeline, pressedAt, streamOpen, TIMED_TRACE, watchBadge, watchPress } from './live-support.js';
import { axeViolations, linkFromOutbox, logIn, signUpByApi, uniqueEmail } from './support.js';

test.use({ trace: TIMED_TRACE });

/** The member accepted the site-entry warning before (the chat layout shows it once in NL and DE). */
const ACCEPTED_ENTRY_WARNING = () => localStorage.setItem('site-entry-warning-seen', String(Date.now()));

/** A fresh, confirmed member in a browser of their own who accepted the entry warning. */
function chatMember(browser: Browser, label: string, viewport?: { width: number; height: number }) {
  return liveMember(browser, label, { viewport, init: ACCEPTED_ENTRY_WARNING });
}

/** The demo member who has paid (credits to spend, no free messages), logged in, in a browser of their own that accepted the entry warning. */
async function payingMember(browser: Browser) {
  const context = await browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 900 } });
  await context.addInitScript(ACCEPTED_ENTRY_WARNING);
  const page = await context.newPage();
  await logIn(page, 'premium@example.com');
  return { context, page };
}

/** The member's balance as the API answers it. */
async function credits(page: Page): Promise<number> {
  return (await (await page.request.get('/api/user.php')).json()).user.credits as number;
}

test('A writes to B: B sees the message and the badge within a second, B reads it and A sees "read"; one charge, one message for a double click', async ({ browser }) => {
  // A is the demo member who has paid (credits to spend, no free messages); B a fresh member.
  const a = await payingMember(browser);
  const b = await chatMember(browser, 'chat-b', { width: 375, height: 800 });
  const settings = await (await a.page.request.get('/api/settings.php')).json();
  const messageCredits = settings.message_credits as number;

  // B waits on the search page, where the top bar shows the unread badge.
  await b.page.goto('/members');
  await streamOpen(b.page);
  await expect(b.page.getByTestId('nav-unread-badge')).toBeHidden();

  // A opens the conversation from B's profile route and sends one message with a double click.
  await a.page.goto(`/members/${b.profileId}/chat`);
  const send = a.page.getByTestId('composer-send');
  await expect(send).toBeVisible();
  await expect(send).toContainText(String(messageCredits));
  const before = await credits(a.page);
  expect(before, 'premium@ has credits left for the journey').toBeGreaterThanOrEqual(messageCredits);
  await a.page.getByTestId('composer-text').fill('Hallo B, zin in een praatje?');
  await watchBadge(b.page, 'nav-unread-badge', 1);
  await watchPress(a.page, 'composer-send');
  await send.dblclick();
  await expect(a.page.getByTestId('message').filter({ hasText: 'Hallo B, zin in een praatje?' })).toHaveCount(1);
  await expect(a.page.getByTestId('message').last()).toHaveAttribute('data-state', 'sent');
  await expect.poll(() => badgeShownAt(b.page), { timeout: 5_000 }).not.toBeNull();
  const unreadShown = (await badgeShownAt(b.page))!;
  expect(unreadShown - (await pressedAt(a.page)), await liveTimeline(a.page, '/api/chat.php', b.page, 'counts.changed', unreadShown)).toBeLessThan(1_000);
  await expect(b.page.getByTestId('nav-unread-badge')).toHaveText('1');
  expect(await credits(a.page)).toBe(before - messageCredits);

  // B opens the list and the conversation: A's open page shows "read", B's badge goes.
  await b.page.goto('/chats');
  const row = b.page.getByTestId('chat-item').first();
  await expect(row).toContainText('Hallo B, zin in een praatje?');
  await expect(row.getByTestId('chat-unread')).toHaveText('1');
  expect(await axeViolations(b.page)).toEqual([]);
  await row.getByRole('link').click();
  await expect(b.page.getByTestId('message').filter({ hasText: 'Hallo B, zin in een praatje?' })).toBeVisible();
  await expect(a.page.getByTestId('message-read')).toBeVisible({ timeout: 5_000 });
  expect(await axeViolations(a.page)).toEqual([]);
  expect(await axeViolations(b.page)).toEqual([]);
  await a.page.screenshot({ path: test.info().outputPath('chat-conversation-1280.png') });
  await b.page.screenshot({ path: test.info().outputPath('chat-conversation-375.png') });

  // The server holds one message: the double click sent one client id.
  const history = await (await a.page.request.get(`/api/chat.php?profile_id=${b.profileId}`)).json();
  expect(history.messages.filter((message: { text: string }) => message.text === 'Hallo B, zin in een praatje?')).toHaveLength(1);

  await a.context.close();
  await b.context.close();
});

/** Sends a text through the API as the page's member (a journey's setup, not what it tests). */
async function sendByApi(page: Page, target: { profile_id: number } | { conversation_id: number }, text: string) {
  const answer = await page.request.post('/api/chat.php', { data: { ...target, client_id: `c-journey-${Date.now()}-${Math.floor(Math.random() * 1e9)}`, text } });
  expect(answer.status(), await answer.text()).toBeLessThan(300);
  return (await answer.json()) as { conversation: { id: number }; message: { status: string | null } };
}

/**
 * Fictional profiles this member can write to, from the search (the seeded site's). Never a real
 * member's: the demo members' badges and titles are other journeys' to count.
 */
async function profilesToWrite(page: Page, count: number): Promise<number[]> {
  const answer = await (await page.request.get('/api/search.php?all=1')).json() as { profiles: { id: number; fictional: boolean }[] };
  const ids = answer.profiles.filter((profile) => profile.fictional).map((profile) => profile.id);
  expect(ids.length, 'the seeded search has enough profiles').toBeGreaterThanOrEqual(count);
  return ids.slice(0, count);
}

/** The conversation ids in the member's chat list, as the API answers it. */
async function conversationIds(page: Page): Promise<number[]> {
  const answer = await (await page.request.get('/api/chats.php')).json() as { chats: { conversation: { id: number } }[] };
  return answer.chats.map((item) => item.conversation.id);
}

test('an unconfirmed member’s message is held, with the way to resend the mail, and reaches B live after the activation link', async ({ browser }) => {
  const b = await chatMember(browser, 'chat-held-b');
  const uContext = await browser.newContext({ bypassCSP: true, viewport: { width: 375, height: 800 } });
  await uContext.addInitScript(ACCEPTED_ENTRY_WARNING);
  const u = await uContext.newPage();
  const email = uniqueEmail('chat-held-u');
  // Signing up logs the member in, not confirmed yet.
  await signUpByApi(u.request, email);
  const { user } = await (await u.request.get('/api/user.php')).json();
  expect(user.status).toBe('not_confirmed');
  await uContext.addInitScript((id) => sessionStorage.setItem(`likes-auto-like-asked:${id}`, 'journey'), user.id as number);

  await b.page.goto('/chats');
  await expect(b.page.getByTestId('chats-empty')).toBeVisible();
  await streamOpen(b.page);

  await u.goto(`/members/${b.profileId}/chat`);
  await u.getByTestId('composer-text').fill('Hoi, ik ben nieuw hier');
  await u.getByTestId('composer-send').click();
  const mine = u.getByTestId('message').filter({ hasText: 'Hoi, ik ben nieuw hier' });
  await expect(mine).toHaveAttribute('data-state', 'held');
  await expect(u.getByTestId('held-note')).toContainText('Je berichten worden bezorgd zodra je je e-mailadres hebt bevestigd.');
  // The server stored it (the held state is its answer), and B has nothing.
  expect(await conversationIds(b.page)).toEqual([]);
  await expect(b.page.getByTestId('chats-empty')).toBeVisible();

  await u.getByTestId('resend-activation').click();
  await expect(u.getByTestId('held-note')).toContainText('De activatiemail is verstuurd.');

  // The activation link (the newest mail) delivers the held message: B's open list shows it live.
  await u.goto(await linkFromOutbox(u.request, email, /\/api\/activate\.php\?token=/));
  await expect(u).toHaveURL(/\/activate\/done/);
  const row = b.page.getByTestId('chat-item');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Hoi, ik ben nieuw hier');
  await expect(row.getByTestId('chat-unread')).toHaveText('1');

  await uContext.close();
  await b.context.close();
});

test('a deletion the server refuses takes the conversation away, alerts, and the reloaded list has it back', async ({ browser }) => {
  const x = await chatMember(browser, 'chat-delete-x', { width: 375, height: 800 });
  const profileId = (await profilesToWrite(x.page, 1))[0]!;
  const { conversation } = await sendByApi(x.page, { profile_id: profileId }, 'Blijf jij wel staan?');

  await x.page.goto('/chats');
  const row = x.page.locator(`[data-testid="chat-item"][data-conversation="${conversation.id}"]`);
  await expect(row).toBeVisible();
  // The refusal waits until the journey has seen the conversation leave the list at once.
  let release!: () => void;
  const answered = new Promise<void>((resolve) => { release = resolve; });
  let refused = 0;
  await x.page.route('**/api/chat.php', async (route) => {
    if (route.request().method() !== 'DELETE') return route.fallback();
    refused += 1;
    await answered;
    await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'internal', message: 'Er ging iets mis.' }) });
  });
  await row.getByTestId('chat-delete').click();
  await expect(row).toHaveCount(0);
  release();
  // The toast comes once the API client has given up: it sends a refused DELETE again 5 times
  // (HTTP_RETRIES), waiting 300 ms doubling to 4.8 s in between, 9.3 s in all before the last refusal.
  await expect(x.page.getByTestId('toast')).toContainText('Het gesprek kon niet worden verwijderd. De lijst is opnieuw geladen.', { timeout: 25_000 });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Blijf jij wel staan?');
  // The API client retries a refused DELETE before it gives up; each try was refused.
  expect(refused).toBeGreaterThanOrEqual(1);
  // The server never deleted it.
  expect(await conversationIds(x.page)).toContain(conversation.id);

  await x.context.close();
});

test('a block removes the conversation from the blocker’s list and from the other member’s open list, live', async ({ browser }) => {
  const x = await chatMember(browser, 'chat-block-x');
  const y = await chatMember(browser, 'chat-block-y', { width: 375, height: 800 });
  const { conversation } = await sendByApi(y.page, { profile_id: x.profileId }, 'Zullen we afspreken?');

  await y.page.goto('/chats');
  const yRow = y.page.locator(`[data-testid="chat-item"][data-conversation="${conversation.id}"]`);
  await expect(yRow).toBeVisible();
  await streamOpen(y.page);

  // X (the blocker) has the list open too; X blocks Y (the profile page's block calls this).
  await x.page.goto('/chats');
  const xRow = x.page.locator(`[data-testid="chat-item"][data-conversation="${conversation.id}"]`);
  await expect(xRow).toBeVisible();
  await streamOpen(x.page);
  const blocked = await x.page.request.post('/api/block.php', { data: { profile_id: y.profileId } });
  expect(blocked.status(), await blocked.text()).toBeLessThan(300);

  // Y's open list loses it live; X's list no longer has it.
  await expect(yRow).toHaveCount(0);
  await expect(y.page.getByTestId('chats-empty')).toBeVisible();
  await expect(xRow).toHaveCount(0);
  await expect(x.page.getByTestId('chats-empty')).toBeVisible();
  expect(await conversationIds(x.page)).toEqual([]);
  expect(await conversationIds(y.page)).toEqual([]);

  await x.context.close();
  await y.context.close();
});

test('a free member’s third conversation is refused with the premium-only alert and its way to premium', async ({ browser }) => {
  const c = await chatMember(browser, 'chat-free-c', { width: 375, height: 800 });
  const [first, second, third] = (await profilesToWrite(c.page, 3)) as [number, number, number];
  await sendByApi(c.page, { profile_id: first }, 'Eerste gesprek');
  await sendByApi(c.page, { profile_id: second }, 'Tweede gesprek');

  await c.page.goto(`/members/${third}/chat`);
  await c.page.getByTestId('composer-text').fill('Derde gesprek');
  await c.page.getByTestId('composer-send').click();
  const alert = c.page.getByTestId('premium-only');
  await expect(alert).toContainText('Als gratis lid kun je 2 gesprekken beginnen. Word premium om meer mensen te schrijven.');
  await expect(c.page.getByTestId('message').filter({ hasText: 'Derde gesprek' })).toHaveAttribute('data-state', 'failed');
  expect(await conversationIds(c.page)).toHaveLength(2);
  await alert.getByRole('link', { name: 'Word premium' }).click();
  await expect(c.page).toHaveURL(/\/premium/);

  await c.context.close();
});

test('A sends B a photo: A sees it sharp and pays photo_credits once, B (not premium) sees it blurred under the lock with the way to premium', async ({ browser }) => {
  // A is the demo member who has paid; B a fresh member (never paid, so not premium).
  const a = await payingMember(browser);
  const b = await chatMember(browser, 'chat-photo-b', { width: 375, height: 800 });
  const photoCredits = (await (await a.page.request.get('/api/settings.php')).json()).photo_credits as number;
  const aProfileId = (await (await a.page.request.get('/api/user.php')).json()).user.profile.id as number;
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 90, b: 60 } } }).jpeg().toBuffer();

  await a.page.goto(`/members/${b.profileId}/chat`);
  const button = a.page.getByTestId('open-photo');
  await expect(button).toContainText(String(photoCredits));
  const before = await credits(a.page);
  expect(before, 'premium@ has credits left for the journey').toBeGreaterThanOrEqual(photoCredits);
  // The button opens the chooser by keyboard too: focus it, press Enter, and choose the file.
  await button.focus();
  const chooser = a.page.waitForEvent('filechooser');
  await a.page.keyboard.press('Enter');
  await (await chooser).setFiles({ name: 'holiday.jpg', mimeType: 'image/jpeg', buffer: photo });
  const mine = a.page.getByTestId('message').filter({ has: a.page.getByTestId('message-photo') });
  await expect(mine).toHaveCount(1);
  await expect(mine).toHaveAttribute('data-state', 'sent');
  await expect(mine.getByTestId('message-photo')).not.toHaveAttribute('data-locked', 'true');
  expect(await credits(a.page)).toBe(before - photoCredits);

  await b.page.goto(`/members/${aProfileId}/chat`);
  const received = b.page.getByTestId('message-photo');
  await expect(received).toHaveAttribute('data-locked', 'true');
  await expect(received.locator('img')).toHaveAttribute('src', /size=blurred$/);
  await expect(b.page.getByTestId('message-photo-premium')).toHaveAttribute('href', '/premium');
  // The photo button, the sharp photo and the locked one with its link pass axe (1280 and 375 px).
  expect(await axeViolations(a.page)).toEqual([]);
  expect(await axeViolations(b.page)).toEqual([]);
  await a.context.close();
  await b.context.close();
});

test('axe finds nothing serious on /chats and /chats/{id} at 375 and 1280 px in nl and de', async ({ browser }) => {
  const x = await chatMember(browser, 'chat-axe-x');
  const profileId = (await profilesToWrite(x.page, 1))[0]!;
  const { conversation } = await sendByApi(x.page, { profile_id: profileId }, 'Hallo, hoe gaat het?');
  for (const language of ['nl', 'de'] as const) {
    // The language cookie decides the page's language (spec section 1), as the language menu sets it.
    await x.context.addCookies([{ name: LOCALE_COOKIE, value: language, url: new URL(x.page.url()).origin }]);
    for (const width of [375, 1280]) {
      await x.page.setViewportSize({ width, height: 800 });
      await x.page.goto('/chats');
      await expect(x.page.locator('html')).toHaveAttribute('lang', language);
      await expect(x.page.locator(`[data-testid="chat-item"][data-conversation="${conversation.id}"]`)).toBeVisible();
      expect(await axeViolations(x.page), `/chats ${language} ${width}`).toEqual([]);
      await x.page.goto(`/chats/${conversation.id}`);
      await expect(x.page.getByTestId('message').filter({ hasText: 'Hallo, hoe gaat het?' })).toBeVisible();
      expect(await axeViolations(x.page), `/chats/{id} ${language} ${width}`).toEqual([]);
      await x.page.screenshot({ path: test.info().outputPath(`chat-${language}-${width}.png`) });
    }
  }
  await x.context.close();
});
