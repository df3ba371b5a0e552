import { afterEach, expect, jest, test } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { ProgressBar } from './progress-bar';

afterEach(() => {
  jest.useRealTimers();
});

test('a determinate bar reports its value within bounds', () => {
  render(<ProgressBar value={2} max={4} label="Stap 2 van 4" />);
  const bar = screen.getByRole('progressbar', { name: 'Stap 2 van 4' });
  expect(bar).toHaveAttribute('aria-valuenow', '2');
  expect(bar).toHaveAttribute('aria-valuemax', '4');
  expect(bar.firstElementChild).toHaveStyle({ width: '50%' });
});

test('the page-load bar waits 200 ms before it shows, then fills over 5000 ms', () => {
  jest.useFakeTimers();
  const { rerender } = render(<ProgressBar loading label="Laden" />);
  act(() => jest.advanceTimersByTime(199));
  expect(screen.queryByRole('progressbar')).toBeNull();
  act(() => jest.advanceTimersByTime(1));
  const bar = screen.getByRole('progressbar', { name: 'Laden' });
  act(() => jest.advanceTimersByTime(16));
  expect(bar.firstElementChild).toHaveStyle({ width: '100%', transition: 'width 5000ms linear' });
  rerender(<ProgressBar loading={false} label="Laden" />);
  expect(screen.queryByRole('progressbar')).toBeNull();
});

test('a load that ends within the throttle never shows the bar', () => {
  jest.useFakeTimers();
  const { rerender } = render(<ProgressBar loading />);
  act(() => jest.advanceTimersByTime(150));
  rerender(<ProgressBar loading={false} />);
  act(() => jest.advanceTimersByTime(1000));
  expect(screen.queryByRole('progressbar')).toBeNull();
});
