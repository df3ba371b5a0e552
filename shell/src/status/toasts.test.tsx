import { afterEach, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { EventBus } from '@dating/shared-contracts';
import { TOASTS_AT_ONCE, TOASTS_HOTKEY, TOAST_SHOWN_MS, Toasts } from './toasts.js';
import { renderInShell } from '../testing/render-shell.js';

afterEach(() => {
  jest.useRealTimers();
});

/** Sends on the bus as a remote would, including payloads no current contract allows. */
const send = (bus: EventBus, payload: unknown) => act(() => bus.emit('toast:show', payload as never));

it('shows what an app asks for on the bus, a danger toast at once to screen readers, and closes it after a while', () => {
  jest.useFakeTimers();
  const { bus } = renderInShell(<Toasts />);
  expect(screen.getByTestId('toasts')).toBeEmptyDOMElement();

  send(bus, { message: 'Your like did not go through. Not found.', kind: 'danger' });
  const toast = screen.getByRole('alert');
  expect(toast).toHaveTextContent('Your like did not go through. Not found.');
  expect(toast).toHaveAttribute('data-kind', 'danger');

  act(() => jest.advanceTimersByTime(TOAST_SHOWN_MS - 1));
  expect(screen.getByRole('alert')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByTestId('toasts')).toBeEmptyDOMElement();
});

it('closes by its button, and a newer toast leaves the others\' time running', () => {
  jest.useFakeTimers();
  const { bus } = renderInShell(<Toasts />);
  send(bus, { message: 'First' });
  act(() => jest.advanceTimersByTime(TOAST_SHOWN_MS / 2));
  send(bus, { message: 'Second', kind: 'success' });
  act(() => jest.advanceTimersByTime(TOAST_SHOWN_MS / 2));
  expect(screen.getAllByTestId('toast').map((toast) => toast.textContent)).toEqual(['Second']);

  fireEvent.click(within(screen.getByTestId('toast')).getByRole('button', { name: 'Close' }));
  expect(screen.queryAllByTestId('toast')).toEqual([]);
});

it('shows the same text once, at most a few toasts, and ignores a payload without text', () => {
  const { bus } = renderInShell(<Toasts />);
  send(bus, { message: 'Same', kind: 'danger' });
  send(bus, { message: 'Same', kind: 'danger' });
  expect(screen.getAllByTestId('toast')).toHaveLength(1);

  send(bus, { message: '  ' });
  send(bus, { kind: 'danger' });
  send(bus, undefined);
  expect(screen.getAllByTestId('toast')).toHaveLength(1);

  for (let n = 1; n <= TOASTS_AT_ONCE; n++) send(bus, { message: `Toast ${n}`, kind: 'unknown-kind' });
  const shown = screen.getAllByTestId('toast');
  expect(shown.map((toast) => toast.textContent)).toEqual(Array.from({ length: TOASTS_AT_ONCE }, (_, n) => `Toast ${n + 1}`));
  expect(shown.every((toast) => toast.getAttribute('data-kind') === 'info')).toBe(true);
});

it('F8 takes the keyboard to the newest toast, and closing it by Escape gives the focus back', () => {
  const { bus } = renderInShell(
    <>
      <button type="button">Like</button>
      <Toasts />
    </>,
  );
  const like = screen.getByRole('button', { name: 'Like' });
  like.focus();
  fireEvent.keyDown(window, { key: TOASTS_HOTKEY });
  expect(like).toHaveFocus();

  send(bus, { message: 'Older' });
  send(bus, { message: 'Your like did not go through.', kind: 'danger' });
  expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeInTheDocument();
  fireEvent.keyDown(window, { key: TOASTS_HOTKEY });
  const newest = within(screen.getByRole('alert')).getByRole('button', { name: 'Close' });
  expect(newest).toHaveFocus();

  fireEvent.keyDown(newest, { key: 'Escape' });
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(like).toHaveFocus();
  expect(screen.getAllByTestId('toast').map((toast) => toast.textContent)).toEqual(['Older']);
});
