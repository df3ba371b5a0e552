import { expect, jest, test } from '@jest/globals';
import { dropPopupQuery, logPageBounces, popupDelaySeconds } from './route-query';

test('reads t as seconds and ignores nonsense', () => {
  expect(popupDelaySeconds({ t: '3' })).toBe(3);
  expect(popupDelaySeconds({ t: 'x' })).toBeNull();
  expect(popupDelaySeconds({})).toBeNull();
});

test('removes t from the address bar without a new history entry', () => {
  window.history.pushState(null, '', '/likes?t=3&x=1#top');
  const entries = window.history.length;
  dropPopupQuery();
  expect(window.location.pathname + window.location.search + window.location.hash).toBe('/likes?x=1#top');
  expect(window.history.length).toBe(entries);
});

test('sends the empty JSON beacon when the page is hidden, and stops when asked', () => {
  const sendBeacon = jest.fn((_url: string, _body?: BodyInit | null) => true);
  const nav = { sendBeacon } as unknown as Navigator;
  let state = 'visible';
  Object.defineProperty(document, 'visibilityState', { get: () => state, configurable: true });
  const stop = logPageBounces(document, nav);
  document.dispatchEvent(new Event('visibilitychange'));
  expect(sendBeacon).not.toHaveBeenCalled();
  state = 'hidden';
  document.dispatchEvent(new Event('visibilitychange'));
  expect(sendBeacon).toHaveBeenCalledTimes(1);
  expect(sendBeacon.mock.calls[0]![0]).toBe('/api/page-hidden.php');
  stop();
  document.dispatchEvent(new Event('visibilitychange'));
  expect(sendBeacon).toHaveBeenCalledTimes(1);
});
