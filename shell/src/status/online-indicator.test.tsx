import { afterEach, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { OnlineIndicator, BACK_ONLINE_NOTE_MS } from './online-indicator.js';
import { renderInShell } from '../testing/render-shell.js';

function goOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

afterEach(() => {
  jest.useRealTimers();
  goOnline(true);
});

it('shows when the browser goes offline, and briefly that it is back online', () => {
  jest.useFakeTimers();
  renderInShell(<OnlineIndicator />);
  const status = screen.getByTestId('connection-status');
  expect(status).toHaveAttribute('data-online', 'true');
  expect(status).toBeEmptyDOMElement();

  act(() => goOnline(false));
  expect(status).toHaveAttribute('data-online', 'false');
  expect(status).toHaveTextContent('You are offline');

  act(() => goOnline(true));
  expect(status).toHaveTextContent('You are back online.');
  act(() => {
    jest.advanceTimersByTime(BACK_ONLINE_NOTE_MS);
  });
  expect(status).toBeEmptyDOMElement();
});
