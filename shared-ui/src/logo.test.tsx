import { expect, test } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { Logo } from './logo';

test('the logo sets the site name beside the mark, or as the mark’s alt text alone', () => {
  const { rerender } = render(<Logo name="Flirtpunt" />);
  expect(screen.getByTestId('logo')).toHaveTextContent('Flirtpunt');
  expect(screen.getByTestId('logo').querySelector('img')).toHaveAttribute('alt', '');
  expect(screen.getByTestId('logo').querySelector('img')?.getAttribute('src')).toMatch(/favicon\.svg$/);
  rerender(<Logo name="Flirtpunt" markOnly />);
  expect(screen.getByRole('img', { name: 'Flirtpunt' })).toBeInTheDocument();
});
