/**
 * What the journeys of live pages share: a fresh member in a browser of their own (and the same
 * member in another browser), the wait for the browser's event stream, and the moment a navigation
 * badge and the title show a count, or an element a text.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { freshMember } from './account-side-support.js';
import { logIn } from './support.js';

/**
 * The trace of a journey that times what members see: actions, logs and console, without the DOM
 * snapshots and screencast (Playwright records the network with the snapshots, so it goes too;
 * liveTimeline names the request's legs instead). A snapshot serialises the whole page and its
 * style sheets on the page's main thread at every step, the journey's polls for a badge included:
 * profiled at CPU 4× they took 45–130 ms each on the very pages being timed, inside the second
 * being measured.
 */
export const TIMED_TRACE = { mode: 'retain-on-failure', snapshots: false, screenshots: false, sources: true } as const;

/** A fresh member in a browser of their own; the auto-like is marked as asked so its modal stays out of the journey. */
export async function liveMember(browser: Browser, label: string, options: { viewport?: { width: number; height: number }; init?: () => void } = {}) {
  const context = await browser.newContext({ bypassCSP: true, viewport: options.viewport ?? { width: 1280, height: 900 } });
  await context.addInitScript(recordStreamArrivals);
  if (options.init) await context.addInitScript(options.init);
  const page = await context.newPage();
  const email = await freshMember(page, label);
  const { user } = await (await page.request.get('/api/user.php')).json();
  await page.evaluate((id) => sessionStorage.setItem(`likes-auto-like-asked:${id}`, 'journey'), user.id as number);
  return { context, page, email, memberId: user.id as number, profileId: user.profile.id as number };
}

/** The same member in another browser (a context and session of its own), logged in on /members; the auto-like kept out. */
export async function anotherBrowser(browser: Browser, member: { email: string; memberId: number }) {
  const context = await browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 900 } });
  await context.addInitScript((id) => sessionStorage.setItem(`likes-auto-like-asked:${id}`, 'journey'), member.memberId);
  const page = await context.newPage();
  await logIn(page, member.email);
  await expect(page).toHaveURL(/\/members$/);
  return { context, page };
}

/** Records in the page when the element `testId` first contains `text` (Date.now(), the clock presses are read with). */
export function watchText(page: Page, testId: string, text: string) {
  return page.evaluate(([id, expected]) => {
    const holder = window as unknown as { textShownAt?: number };
    delete holder.textShownAt;
    const observer = new MutationObserver(() => {
      if (!document.querySelector(`[data-testid="${id}"]`)?.textContent?.includes(expected)) return;
      holder.textShownAt = Date.now();
      observer.disconnect();
    });
    observer.observe(document, { subtree: true, childList: true, characterData: true });
  }, [testId, text] as const);
}

/** When the watched text showed (watchText), or null while it has not. */
export const textShownAt = (page: Page) => page.evaluate(() => (window as unknown as { textShownAt?: number }).textShownAt ?? null);

/** Resolves once this tab holds the browser's event stream and it is open. */
export async function streamOpen(page: Page) {
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.eventStream ?? null), { timeout: 15_000 }).toBe('leading');
}

/**
 * Records in the page when the element `testId` is first pressed (Date.now(), the clock the badge
 * is read with): the moment a member presses, not the moment the journey asked Playwright to, which
 * under load is hundreds of milliseconds earlier (Playwright first waits for the element to be
 * visible, stable and enabled).
 */
export function watchPress(page: Page, testId: string) {
  return page.evaluate((id) => {
    const holder = window as unknown as { pressedAt?: number };
    delete holder.pressedAt;
    delete (holder as { clickedAt?: number }).clickedAt;
    document.addEventListener('pointerdown', (event) => {
      if ((event.target as Element | null)?.closest?.(`[data-testid="${id}"]`)) holder.pressedAt ??= Date.now();
    }, { capture: true });
    document.addEventListener('click', (event) => {
      if ((event.target as Element | null)?.closest?.(`[data-testid="${id}"]`)) (holder as { clickedAt?: number }).clickedAt ??= Date.now();
    }, { capture: true });
  }, testId);
}

/** When the watched element was pressed (watchPress). */
export async function pressedAt(page: Page): Promise<number> {
  const at = await page.evaluate(() => (window as unknown as { pressedAt?: number }).pressedAt ?? null);
  expect(at, 'the press was seen').not.toBeNull();
  return at!;
}

/** Records in the page when the badge `badgeTestId` and the title first show `count` (Date.now(), the journey's clock too). */
export function watchBadge(page: Page, badgeTestId: string, count: number) {
  return page.evaluate(([testId, expected]) => {
    const holder = window as unknown as { badgeShownAt?: number };
    delete holder.badgeShownAt;
    const shows = () => document.querySelector(`[data-testid="${testId}"]`)?.textContent === String(expected) && document.title.startsWith(`(${expected}) `);
    const observer = new MutationObserver(() => {
      if (!shows()) return;
      holder.badgeShownAt = Date.now();
      observer.disconnect();
    });
    observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  }, [badgeTestId, count] as const);
}

/** When the watched badge showed its count, or null while it has not. */
export const badgeShownAt = (page: Page) => page.evaluate(() => (window as unknown as { badgeShownAt?: number }).badgeShownAt ?? null);

/**
 * An init script: records when each server event reaches the page's event stream (Date.now() as
 * the stream's listener starts) and the page's long animation frames, so a late badge says whether
 * the event came late or was drawn late, and what the page was busy with.
 */
export function recordStreamArrivals() {
  const holder = window as unknown as { streamArrivals?: Record<string, number[]>; longFrames?: PerformanceEntry[] };
  holder.streamArrivals = {};
  holder.longFrames = [];
  new PerformanceObserver((list) => holder.longFrames!.push(...list.getEntries())).observe({ type: 'long-animation-frame', buffered: true });
  const add = EventSource.prototype.addEventListener;
  EventSource.prototype.addEventListener = function (this: EventSource, type: string, listener: unknown, options?: unknown) {
    const wrapped = function (this: unknown, event: Event) {
      (holder.streamArrivals![type] ??= []).push(Date.now());
      return typeof listener === 'function' ? listener.call(this, event) : (listener as EventListenerObject).handleEvent(event);
    };
    return add.call(this, type, wrapped as EventListener, options as AddEventListenerOptions);
  } as typeof EventSource.prototype.addEventListener;
}

/**
 * Where the time between a press on `sender` and what `receiver` shows went: the press, the
 * request to `requestPath` leaving and its answer (the change committed), the event `eventName`
 * reaching the receiver's stream, and the receiver showing it at `shownAt`. Said beside every
 * one-second check, so a late one names its leg.
 */
export async function liveTimeline(sender: Page, requestPath: string, receiver: Page, eventName: string, shownAt: number): Promise<string> {
  const { pressed, clicked, request } = await sender.evaluate((path) => {
    const holder = window as unknown as { pressedAt?: number; clickedAt?: number };
    // The first request to the path after the press (a read of the same path may follow it).
    const entry = performance.getEntriesByType('resource')
      .find((e) => new URL(e.name).pathname === path && performance.timeOrigin + e.startTime >= (holder.pressedAt ?? Infinity)) as PerformanceResourceTiming | undefined;
    return {
      pressed: holder.pressedAt ?? null,
      clicked: holder.clickedAt ?? null,
      request: entry ? {
        start: performance.timeOrigin + entry.startTime,
        sent: performance.timeOrigin + entry.requestStart,
        firstByte: performance.timeOrigin + entry.responseStart,
        answered: performance.timeOrigin + entry.responseEnd,
      } : null,
    };
  }, requestPath);
  // The first such event after the press.
  const arrived = await receiver.evaluate(([name, after]) => (window as unknown as { streamArrivals?: Record<string, number[]> }).streamArrivals?.[name]?.find((at) => at >= after) ?? null, [eventName, pressed ?? 0] as const);
  const ms = (from: number | null | undefined, to: number | null | undefined) => (from == null || to == null ? '?' : `${Math.round(to - from)} ms`);
  const timeline = [
    `press → click ${ms(pressed, clicked)} → ${requestPath} sent ${ms(clicked, request?.start)}`,
    `→ on the wire ${ms(request?.start, request?.sent)} → first byte ${ms(request?.sent, request?.firstByte)} → answered ${ms(request?.firstByte, request?.answered)}`,
    `→ ${eventName} on the stream ${ms(request?.answered, arrived)}`,
    `→ shown ${ms(arrived, shownAt)}`,
  ].join(', ');
  test.info().annotations.push({ type: 'live timeline', description: timeline });
  if (process.env.LIVE_TIMELINE) console.log(`live timeline: ${timeline}`);
  // The receiver's long frames around the event, each with the scripts that ran in it: where "shown" went.
  const frames = await receiver.evaluate(([from, to]) => {
    const origin = performance.timeOrigin;
    type Frame = PerformanceEntry & { scripts: { invoker: string; sourceURL: string; sourceFunctionName: string; duration: number }[] };
    return ((window as unknown as { longFrames?: Frame[] }).longFrames ?? [])
      .filter((frame) => origin + frame.startTime + frame.duration >= from && origin + frame.startTime <= to)
      .map((frame) => [
        `+${Math.round(origin + frame.startTime - from)} ms: ${Math.round(frame.duration)} ms`,
        ...frame.scripts.map((script) => `  ${Math.round(script.duration)} ms ${script.invoker} ${script.sourceFunctionName} ${script.sourceURL.split('/').pop()}`),
      ].join('\n'))
      .join('\n');
  }, [arrived ?? shownAt, shownAt] as const);
  await test.info().attach(`long frames of the receiver after ${eventName}`, { body: frames || 'none', contentType: 'text/plain' });
  return timeline;
}
