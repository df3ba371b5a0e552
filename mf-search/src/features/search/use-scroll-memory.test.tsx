import { expect, jest, test } from '@jest/globals';
import { render } from '@testing-library/react';
import { isReturnVisit, useScrollMemory } from './use-scroll-memory';

function Page({ ready, location }: { ready: boolean; location: string }) {
  useScrollMemory(ready, location);
  return null;
}

test('records the scroll offset per history entry and restores it once the results are back', async () => {
  const scrollTo = jest.fn();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  window.history.replaceState({ key: 'entry-a' }, '');
  const first = render(<Page ready location="/members?page=2" />);
  Object.defineProperty(window, 'scrollY', { value: 1234, configurable: true });
  window.dispatchEvent(new Event('scroll'));
  await new Promise((resolve) => requestAnimationFrame(resolve));
  expect(sessionStorage.getItem('search:scroll:entry-a')).toBe('1234');
  first.unmount();

  // Another entry (a new search) starts at the top; going back to entry-a scrolls back, once ready.
  window.history.replaceState({ key: 'entry-b' }, '');
  render(<Page ready location="/members?page=3" />).unmount();
  expect(scrollTo).not.toHaveBeenCalled();
  window.history.replaceState({ key: 'entry-a' }, '');
  const back = render(<Page ready={false} location="/members?page=2" />);
  expect(scrollTo).not.toHaveBeenCalled();
  back.rerender(<Page ready location="/members?page=2" />);
  expect(scrollTo).toHaveBeenCalledWith(0, 1234);
});

test('an entry counts as returned to once its scroll offset was recorded', async () => {
  const storage = window.sessionStorage;
  window.history.replaceState({ key: 'entry-new' }, '');
  expect(isReturnVisit(storage)).toBe(false);
  const shown = render(<Page ready location="/members?page=4" />);
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  window.dispatchEvent(new Event('scroll'));
  await new Promise((resolve) => requestAnimationFrame(resolve));
  shown.unmount();
  // Even at the top: coming back shows the same cards.
  expect(isReturnVisit(storage)).toBe(true);
});
