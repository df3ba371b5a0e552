import { afterEach, beforeEach, expect, jest, test } from '@jest/globals';
import { TIME_BONUS_LOAD_LEAD_MS, TIME_BONUS_MODAL_DELAY_MS } from '@dating/shared-contracts';
import { beforeTimeBonusIsDue, timeBonusDueAt } from './time-bonus-schedule.js';

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

test('the modal is due 40 s after the member entered the members area', () => {
  expect(timeBonusDueAt(1_000_000)).toBe(1_000_000 + TIME_BONUS_MODAL_DELAY_MS);
});

test("the modal's remote loads only shortly before it is due, at an idle moment, not while the page starts", () => {
  const load = jest.fn();
  beforeTimeBonusIsDue(timeBonusDueAt(Date.now()), load);
  jest.advanceTimersByTime(TIME_BONUS_MODAL_DELAY_MS - TIME_BONUS_LOAD_LEAD_MS - 1);
  expect(load).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  jest.runOnlyPendingTimers();
  expect(load).toHaveBeenCalledTimes(1);
});

test('leaving the members area first cancels the load', () => {
  const load = jest.fn();
  const cancel = beforeTimeBonusIsDue(timeBonusDueAt(Date.now()), load);
  jest.advanceTimersByTime(TIME_BONUS_MODAL_DELAY_MS - TIME_BONUS_LOAD_LEAD_MS - 1_000);
  cancel();
  jest.runAllTimers();
  expect(load).not.toHaveBeenCalled();
});
