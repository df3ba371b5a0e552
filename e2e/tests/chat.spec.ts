/**
 * The chat journey in two browsers: A (a paying member) writes to B, and B's unread badge and
 * title show it within a second, with no reload; B opens the conversation and A's open page shows
 * "read"; A's credits drop by exactly the site's message_credits; a double-clicked send is one
 * message. Axe finds nothing serious on the list and the conversation.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { freshMember } from './account-side-support.js';
import { axeViolations, logIn } from './support.js';

/** The member accepted the site-entry warning before (the chat layout shows it once in NL and DE). */
const ACCEPTED_ENTRY_WARNING = () => localStorage.setItem('site-entry-warning-seen', String(Date.now()));

/** A fresh, confirmed member in a browser of their own; the auto-like is marked as asked so its modal stays out of the journey. */
async function chatMember(browser: Browser, label: string, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ bypassCSP: true, viewport });
  await context.addInitScript(ACCEPTED_ENTRY_WARNING);
  const page = await context.newPage();
  await freshMember(page, label);
  const { user } = await (await page.request.get('/api/user.php')).json();
  await page.evaluate((id) => sessionStorage.setItem(`likes-auto-like-asked:${id}`, 'journey'), user.id as number);
  return { context, page, memberId: user.id as number, profileId: user.profile.id as number };
}

/** Resolves once this tab holds the browser's event stream and it is open. */
async function streamOpen(page: Page) {
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.eventStream ?? null), { timeout: 15_000 }).toBe('leading');
}

/** Records in the page when its unread badge and title first show `count`. */
function watchUnread(page: Page, count: number) {
  return page.evaluate((expected) => {
    const holder = window as unknown as { unreadShownAt?: number };
    delete holder.unreadShownAt;
    const shows = () => document.querySelector('[data-testid="nav-unread-badge"]')?.textContent === String(expected) && document.title.startsWith(`(${expected}) `);
    const observer = new MutationObserver(() => {
      if (!shows()) return;
      holder.unreadShownAt = Date.now();
      observer.disconnect();
    });
    observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  }, count);
}

const unreadShownAt = (page: Page) => page.evaluate(() => (window as unknown as { unreadShownAt?: number }).unreadShownAt ?? null);

/** The member's balance as the API answers it. */
async function credits(page: Page): Promise<number> {
  return (await (await page.request.get('/api/user.php')).json()).user.credits as number;
}

test('A writes to B: B sees the message and the badge within a second, B reads it and A sees "read"; one charge, one message for a double click', async ({ browser }) => {
  // A is the demo member who has paid (credits to spend, no free messages); B a fresh member.
  const aContext = await browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 900 } });
  await aContext.addInitScript(ACCEPTED_ENTRY_WARNING);
  const a = { context: aContext, page: await aContext.newPage() };
  await logIn(a.page, 'premium@example.com');
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
  await watchUnread(b.page, 1);
  const pressed = Date.now();
  await send.dblclick();
  await expect(a.page.getByTestId('message').filter({ hasText: 'Hallo B, zin in een praatje?' })).toHaveCount(1);
  await expect(a.page.getByTestId('message').last()).toHaveAttribute('data-state', 'sent');
  await expect.poll(() => unreadShownAt(b.page), { timeout: 5_000 }).not.toBeNull();
  expect((await unreadShownAt(b.page))! - pressed).toBeLessThan(1_000);
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
