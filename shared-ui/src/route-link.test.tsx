import { expect, jest, test } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { RouteLink } from './route-link';

test('a route link has the real href and navigates through the host on a plain click', () => {
  const navigation = { to: jest.fn() };
  render(
    <RouteLink navigation={navigation} to="members-id" params={{ id: 12 }}>
      Anna
    </RouteLink>,
  );
  const link = screen.getByRole('link', { name: 'Anna' });
  expect(link).toHaveAttribute('href', '/members/12');
  fireEvent.click(link);
  expect(navigation.to).toHaveBeenCalledWith('members-id', { id: 12 }, undefined);
});

test('a ctrl-click is left to the browser (new tab)', () => {
  const navigation = { to: jest.fn() };
  render(
    <RouteLink navigation={navigation} to="login">
      Inloggen
    </RouteLink>,
  );
  fireEvent.click(screen.getByRole('link', { name: 'Inloggen' }), { ctrlKey: true });
  expect(navigation.to).not.toHaveBeenCalled();
});
