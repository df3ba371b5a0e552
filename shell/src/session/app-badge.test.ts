import { expect, it, jest } from '@jest/globals';
import { showAppBadge } from './app-badge.js';

it('sets the app badge to the count and clears it at zero', () => {
  const setAppBadge = jest.fn(async (_count?: number) => undefined);
  const clearAppBadge = jest.fn(async () => undefined);
  showAppBadge(4, { setAppBadge, clearAppBadge });
  showAppBadge(0, { setAppBadge, clearAppBadge });
  expect(setAppBadge).toHaveBeenCalledWith(4);
  expect(clearAppBadge).toHaveBeenCalledTimes(1);
});

it('ignores a badge failure, thrown or rejected, and a browser without badges', async () => {
  expect(() => showAppBadge(2, { setAppBadge: () => { throw new Error('NotAllowedError'); } })).not.toThrow();
  const rejected = jest.fn(() => Promise.reject(new Error('not installed')));
  showAppBadge(2, { setAppBadge: rejected });
  await Promise.resolve();
  expect(rejected).toHaveBeenCalled();
  expect(() => showAppBadge(2, {})).not.toThrow();
});
