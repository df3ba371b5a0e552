import { expect, test } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { FictionalNotice, FictionalSign } from './fictional-sign';
import { ThemeProvider } from './theme';

test('the notice shows the site’s sign it speaks of, named for screen readers', () => {
  render(
    <ThemeProvider>
      <p data-testid="notice">
        <FictionalNotice icon="🎭" label="Fictief profiel" text="Profielen met dit teken zijn fictief." />
      </p>
    </ThemeProvider>,
  );
  expect(screen.getByRole('img', { name: 'Fictief profiel' })).toBeInTheDocument();
  expect(screen.getByTestId('notice')).toHaveTextContent(/^\s*Profielen met dit teken zijn fictief\.$/);
});

test('🎭 is drawn, not typed: without a colour emoji font the character is an empty box', () => {
  render(<ThemeProvider><FictionalSign icon="🎭" label="Fictief profiel" /><FictionalSign icon="★" label="Ster" /></ThemeProvider>);
  const masks = screen.getByRole('img', { name: 'Fictief profiel' });
  expect(masks.querySelector('svg')).not.toBeNull();
  expect(masks).not.toHaveTextContent('🎭');
  // A sign the design does not draw is shown as the character the site gave.
  expect(screen.getByRole('img', { name: 'Ster' })).toHaveTextContent('★');
});

test('without a site sign, or with an icon font’s name, it draws the asterisk', () => {
  render(<ThemeProvider><FictionalSign label="Fictional profile" /><FictionalSign icon="star" label="Named" /></ThemeProvider>);
  expect(screen.getByRole('img', { name: 'Fictional profile' }).querySelector('svg')).not.toBeNull();
  expect(screen.getByRole('img', { name: 'Named' })).not.toHaveTextContent('star');
});

test('the sign takes a size: larger beside a page’s heading', () => {
  render(<ThemeProvider><FictionalSign icon="🎭" label="Groot" size={22} /><FictionalSign label="Standaard" /></ThemeProvider>);
  expect(screen.getByRole('img', { name: 'Groot' }).querySelector('svg')).toHaveAttribute('width', '22');
  expect(screen.getByRole('img', { name: 'Standaard' }).querySelector('svg')).toHaveAttribute('width', '18');
});

test('a place may draw the sign smaller and restyle it, keeping its name', () => {
  render(<ThemeProvider><FictionalSign icon="🎭" label="Fictief profiel" size={16} className="corner" /></ThemeProvider>);
  const sign = screen.getByRole('img', { name: 'Fictief profiel' });
  expect(sign).toHaveClass('corner');
  expect(sign.querySelector('svg')).toHaveAttribute('width', '16');
});
