import { expect, jest, test } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { ProtectedImage } from './protected-image';

test('an unlocked photo is sharp and has no lock', () => {
  render(<ProtectedImage src="/a.jpg" alt="Anna" />);
  expect(screen.getByRole('img', { name: 'Anna' })).not.toHaveStyle({ filter: 'blur(18px)' });
  expect(screen.queryByText('Alleen voor premium')).toBeNull();
});

test('a locked photo is blurred under a lock and the lock can ask to unlock', () => {
  const onUnlock = jest.fn();
  render(<ProtectedImage src="/a.jpg" alt="Anna" locked lockedLabel="Alleen voor premium" onUnlock={onUnlock} />);
  expect(screen.getByRole('img', { name: 'Anna' })).toHaveStyle({ filter: 'blur(18px)' });
  fireEvent.click(screen.getByRole('button', { name: 'Alleen voor premium' }));
  expect(onUnlock).toHaveBeenCalledTimes(1);
});

test('a premium badge shows when asked', () => {
  render(<ProtectedImage src="/a.jpg" alt="Anna" premium premiumLabel="Premium" />);
  expect(screen.getByText('Premium')).toBeInTheDocument();
});

test('a photo above the fold loads at once and first; the others lazily, at the normal priority', () => {
  render(<><ProtectedImage src="/a.jpg" alt="Anna" eager /><ProtectedImage src="/b.jpg" alt="Bea" /></>);
  expect(screen.getByRole('img', { name: 'Anna' })).toHaveAttribute('loading', 'eager');
  expect(screen.getByRole('img', { name: 'Anna' })).toHaveAttribute('fetchpriority', 'high');
  expect(screen.getByRole('img', { name: 'Bea' })).toHaveAttribute('loading', 'lazy');
  expect(screen.getByRole('img', { name: 'Bea' })).not.toHaveAttribute('fetchpriority');
});

test('a profile without a photo keeps its frame and asks for no image', () => {
  const { container } = render(<ProtectedImage src="" alt="Anna" data-testid="frame" />);
  expect(screen.getByTestId('frame')).toBeInTheDocument();
  expect(container.querySelector('img')).toBeNull();
});
