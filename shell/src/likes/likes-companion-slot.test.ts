import { afterEach, beforeEach, expect, jest, test } from '@jest/globals';
import { createEventBus } from '@dating/shared-contracts';
import { COMPANION_PAGE_WAIT_MS, afterPageSettles, needsCompanionAtOnce } from './likes-companion-slot.js';

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

test('the companion waits until the page has rendered, then for the browser to be idle', () => {
  const bus = createEventBus();
  const ready = jest.fn();
  afterPageSettles(bus, ready);
  jest.advanceTimersByTime(COMPANION_PAGE_WAIT_MS - 1);
  expect(ready).not.toHaveBeenCalled();
  bus.emit('page:rendered', { route: 'members' });
  expect(ready).not.toHaveBeenCalled();
  jest.runOnlyPendingTimers();
  expect(ready).toHaveBeenCalledTimes(1);
  // A later page's render does not mount it twice.
  bus.emit('page:rendered', { route: 'members-id' });
  jest.runOnlyPendingTimers();
  expect(ready).toHaveBeenCalledTimes(1);
});

test('a page that never says it rendered still gets the companion after the wait', () => {
  const bus = createEventBus();
  const ready = jest.fn();
  afterPageSettles(bus, ready);
  jest.advanceTimersByTime(COMPANION_PAGE_WAIT_MS);
  jest.runOnlyPendingTimers();
  expect(ready).toHaveBeenCalledTimes(1);
});

test('leaving the members area before that cancels it', () => {
  const bus = createEventBus();
  const ready = jest.fn();
  const cancel = afterPageSettles(bus, ready);
  bus.emit('page:rendered', { route: 'members' });
  cancel();
  jest.runAllTimers();
  expect(ready).not.toHaveBeenCalled();
});

test('an address with ?t or ?lb needs the companion from the first moment', () => {
  expect(needsCompanionAtOnce({ t: '3' })).toBe(true);
  expect(needsCompanionAtOnce({ lb: '1' })).toBe(true);
  expect(needsCompanionAtOnce({ page: '2' })).toBe(false);
});
