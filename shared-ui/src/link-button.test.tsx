import { expect, jest, test } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { Button } from './button';
import { LinkButton, RouteButton } from './link-button';
import { colors } from './tokens';

test('a link button is a real link in the look of the button of the same meaning', () => {
  render(
    <>
      <Button>Inloggen</Button>
      <LinkButton href="/">Terug naar de homepagina</LinkButton>
      <LinkButton href="/signup" variant="secondary">
        Gratis aanmelden
      </LinkButton>
    </>,
  );
  const home = screen.getByRole('link', { name: 'Terug naar de homepagina' });
  expect(home).toHaveAttribute('href', '/');
  expect(home).toHaveStyle({ background: colors.primary, color: colors.onColor, 'min-height': '48px' });
  // The same look as the <button>: one primary style per meaning.
  const button = getComputedStyle(screen.getByRole('button', { name: 'Inloggen' }));
  expect(getComputedStyle(home).borderRadius).toBe(button.borderRadius);
  expect(getComputedStyle(home).fontWeight).toBe(button.fontWeight);
  expect(screen.getByRole('link', { name: 'Gratis aanmelden' })).toHaveStyle({ background: colors.secondary });
});

test('a route button links to its route and navigates without a page load', () => {
  const navigation = { to: jest.fn() };
  render(
    <RouteButton navigation={navigation} to="signup" variant="outline" block>
      Aanmelden
    </RouteButton>,
  );
  const link = screen.getByRole('link', { name: 'Aanmelden' });
  expect(link).toHaveAttribute('href', '/signup');
  expect(link).toHaveAttribute('data-variant', 'outline');
  expect(link).toHaveStyle({ width: '100%', color: colors.primary });
  fireEvent.click(link);
  expect(navigation.to).toHaveBeenCalledWith('signup', undefined, undefined);
});
