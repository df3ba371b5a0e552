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
