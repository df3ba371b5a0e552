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
  expect(screen.getByRole('img', { name: 'Fictief profiel' })).toHaveTextContent('🎭');
  expect(screen.getByTestId('notice')).toHaveTextContent('🎭 Profielen met dit teken zijn fictief.');
});

test('without a site sign, or with an icon font’s name, it draws the asterisk', () => {
  render(<ThemeProvider><FictionalSign label="Fictional profile" /><FictionalSign icon="star" label="Named" /></ThemeProvider>);
  expect(screen.getByRole('img', { name: 'Fictional profile' }).querySelector('svg')).not.toBeNull();
  expect(screen.getByRole('img', { name: 'Named' })).not.toHaveTextContent('star');
});
