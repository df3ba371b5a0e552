import { expect, test } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { Avatar, initialsOf } from './avatar';

test('an avatar shows the picture with the name as alt, and the online dot when online', () => {
  render(<Avatar src="/media/anna.jpg" name="Anna" online onlineLabel="Online" size={56} />);
  const picture = screen.getByRole('img', { name: 'Anna' });
  expect(picture).toHaveAttribute('src', '/media/anna.jpg');
  expect(screen.getByRole('img', { name: 'Online' })).toBeInTheDocument();
});

test('without a picture, or when it fails to load, the initials stand in', () => {
  expect(initialsOf('  anna de vries ')).toBe('AD');
  const { rerender } = render(<Avatar name="Jan Smit" />);
  expect(screen.getByRole('img', { name: 'Jan Smit' })).toHaveTextContent('JS');
  rerender(<Avatar src="/broken.jpg" name="Jan Smit" />);
  fireEvent.error(screen.getByRole('img', { name: 'Jan Smit' }));
  expect(screen.getByRole('img', { name: 'Jan Smit' })).toHaveTextContent('JS');
});

test('a decorative avatar is silent, and its initials are drawn, not text of the label around it', () => {
  const { container } = render(<Avatar src="/media/anna.jpg" name="Anna" decorative />);
  expect(container.querySelector('img')).toHaveAttribute('alt', '');
  const { container: initials } = render(<button type="button" aria-label="Jan Smit – account"><Avatar name="Jan Smit" decorative />Jan Smit</button>);
  expect(initials.querySelector('button')).toHaveTextContent(/^Jan Smit$/);
  expect(initials.querySelector('[data-initials]')).toHaveAttribute('data-initials', 'JS');
});
