import { afterEach, beforeEach, expect, jest, test } from '@jest/globals';
import { createEventBus } from '@dating/shared-contracts';
import { needsCompanionAtOnce } from './likes-companion-slot.js';
import { SETTLE_PAGE_WAIT_MS, SETTLE_REQUESTS_WAIT_MS, afterPageSettles } from '../status/page-settled.js';
import { ALWAYS_IDLE, countRequests } from '../status/requests-in-flight.js';

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

/** Lets the promise callbacks queued so far run (fake timers do not touch them). */
async function flushPromises() {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}

test('the companion waits until the page has rendered, then for the browser to be idle', async () => {
  const bus = createEventBus();
  const ready = jest.fn();
  afterPageSettles(bus, ALWAYS_IDLE, ready);
  jest.advanceTimersByTime(SETTLE_PAGE_WAIT_MS - 1);
  expect(ready).not.toHaveBeenCalled();
  bus.emit('page:rendered', { route: 'members' });
  await flushPromises();
  expect(ready).not.toHaveBeenCalled();
  jest.runOnlyPendingTimers();
  expect(ready).toHaveBeenCalledTimes(1);
  // A later page's render does not mount it twice.
  bus.emit('page:rendered', { route: 'members-id' });
  await flushPromises();
  jest.runOnlyPendingTimers();
  expect(ready).toHaveBeenCalledTimes(1);
});

test("a page that has rendered its loading state gets the companion only after its data's answer", async () => {
  const bus = createEventBus();
  const ready = jest.fn();
  let answer: (response: Response) => void = () => undefined;
  const requests = countRequests(() => new Promise<Response>((resolve) => { answer = resolve; }));
  const search = requests.fetch('/api/search.php');
  afterPageSettles(bus, requests, ready);
  bus.emit('page:rendered', { route: 'members' });
  await flushPromises();
  jest.runOnlyPendingTimers();
  expect(ready).not.toHaveBeenCalled();
  answer({ ok: true } as Response);
  await search;
  await flushPromises();
  jest.runOnlyPendingTimers();
  expect(ready).toHaveBeenCalledTimes(1);
});

test('a request that never answers holds the companion back no longer than the wait', async () => {
  const bus = createEventBus();
  const ready = jest.fn();
  const requests = countRequests(() => new Promise<Response>(() => undefined));
  void requests.fetch('/api/slow.php');
  afterPageSettles(bus, requests, ready);
  bus.emit('page:rendered', { route: 'members' });
  jest.advanceTimersByTime(SETTLE_REQUESTS_WAIT_MS - 1);
  await flushPromises();
  jest.advanceTimersByTime(0);
  expect(ready).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  await flushPromises();
  jest.runOnlyPendingTimers();
  expect(ready).toHaveBeenCalledTimes(1);
});

test('a page that never says it rendered still gets the companion after the wait', async () => {
  const bus = createEventBus();
  const ready = jest.fn();
  afterPageSettles(bus, ALWAYS_IDLE, ready);
  jest.advanceTimersByTime(SETTLE_PAGE_WAIT_MS);
  await flushPromises();
  jest.runOnlyPendingTimers();
  expect(ready).toHaveBeenCalledTimes(1);
});

test('leaving the members area before that cancels it', async () => {
  const bus = createEventBus();
  const ready = jest.fn();
  const cancel = afterPageSettles(bus, ALWAYS_IDLE, ready);
  bus.emit('page:rendered', { route: 'members' });
  cancel();
  await flushPromises();
  jest.runAllTimers();
  expect(ready).not.toHaveBeenCalled();
});

test('an address with ?t or ?lb needs the companion from the first moment', () => {
  expect(needsCompanionAtOnce({ t: '3' })).toBe(true);
  expect(needsCompanionAtOnce({ lb: '1' })).toBe(true);
  expect(needsCompanionAtOnce({ page: '2' })).toBe(false);
});
