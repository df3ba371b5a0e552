import { afterEach, expect, jest, test } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Toast } from './toast';

afterEach(() => {
  jest.useRealTimers();
});

test('a toast is at most 350 px wide and polite unless it is a danger toast', () => {
  render(
    <>
      <Toast>Opgeslagen</Toast>
      <Toast kind="danger">Mislukt</Toast>
    </>,
  );
  expect(screen.getByRole('status')).toHaveStyle({ maxWidth: '350px' });
  expect(screen.getByRole('alert')).toHaveTextContent('Mislukt');
});

test('closes by its button and by itself after durationMs', () => {
  jest.useFakeTimers();
  const onClose = jest.fn();
  render(
    <Toast onClose={onClose} durationMs={3000} closeLabel="Sluiten">
      Hallo
    </Toast>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Sluiten' }));
  expect(onClose).toHaveBeenCalledTimes(1);
  act(() => jest.advanceTimersByTime(2999));
  expect(onClose).toHaveBeenCalledTimes(1);
  act(() => jest.advanceTimersByTime(1));
  expect(onClose).toHaveBeenCalledTimes(2);
});

test('waits while the pointer is on it or the focus in it, then counts its time afresh', () => {
  jest.useFakeTimers();
  const onClose = jest.fn();
  render(
    <Toast onClose={onClose} durationMs={3000} closeLabel="Sluiten">
      Hallo
    </Toast>,
  );
  const toast = screen.getByRole('status');
  fireEvent.mouseEnter(toast);
  act(() => jest.advanceTimersByTime(10_000));
  expect(onClose).not.toHaveBeenCalled();
  fireEvent.mouseLeave(toast);
  act(() => jest.advanceTimersByTime(2999));
  expect(onClose).not.toHaveBeenCalled();

  act(() => screen.getByRole('button', { name: 'Sluiten' }).focus());
  act(() => jest.advanceTimersByTime(10_000));
  expect(onClose).not.toHaveBeenCalled();
  act(() => screen.getByRole('button', { name: 'Sluiten' }).blur());
  act(() => jest.advanceTimersByTime(3000));
  expect(onClose).toHaveBeenCalledTimes(1);
});

test('Escape from within closes it', () => {
  const onClose = jest.fn();
  render(
    <Toast kind="danger" onClose={onClose} closeLabel="Sluiten">
      Mislukt
    </Toast>,
  );
  fireEvent.keyDown(screen.getByRole('button', { name: 'Sluiten' }), { key: 'Escape' });
  expect(onClose).toHaveBeenCalledTimes(1);
});
