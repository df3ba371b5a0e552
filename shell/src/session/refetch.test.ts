import { afterEach, beforeEach, expect, it, jest } from '@jest/globals';
import { startMemberRefetch } from './refetch.js';

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

it('refetches first 5 s after mount, then every 60 s', async () => {
  const refresh = jest.fn(async () => undefined);
  const stop = startMemberRefetch({ refresh, isPushSubscribed: async () => false });
  await jest.advanceTimersByTimeAsync(4_999);
  expect(refresh).toHaveBeenCalledTimes(0);
  await jest.advanceTimersByTimeAsync(1);
  expect(refresh).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(59_999);
  expect(refresh).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(1);
  expect(refresh).toHaveBeenCalledTimes(2);
  stop();
  await jest.advanceTimersByTimeAsync(600_000);
  expect(refresh).toHaveBeenCalledTimes(2);
});

it('refetches every 300 s while subscribed to push', async () => {
  const refresh = jest.fn(async () => undefined);
  const stop = startMemberRefetch({ refresh, isPushSubscribed: async () => true });
  await jest.advanceTimersByTimeAsync(5_000);
  expect(refresh).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(60_000);
  expect(refresh).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(240_000);
  expect(refresh).toHaveBeenCalledTimes(2);
  stop();
});

it('keeps going after a failed refetch', async () => {
  const refresh = jest.fn(() => Promise.reject(new Error('offline')));
  const stop = startMemberRefetch({ refresh, isPushSubscribed: async () => false });
  await jest.advanceTimersByTimeAsync(65_000);
  expect(refresh).toHaveBeenCalledTimes(2);
  stop();
});
