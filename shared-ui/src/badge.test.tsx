import { expect, test } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { Badge, badgeText } from './badge';
import { colors } from './tokens';

test('badgeText caps at 99+', () => {
  expect(badgeText(0)).toBe('0');
  expect(badgeText(99)).toBe('99');
  expect(badgeText(100)).toBe('99+');
  expect(badgeText(12345)).toBe('99+');
});

test('a badge shows the capped count in its kind colour', () => {
  render(
    <>
      <Badge count={150} data-testid="unread" />
      <Badge count={5} kind="warning" data-testid="credits-low" />
      <Badge count={0} kind="danger" data-testid="credits-none" />
    </>,
  );
  expect(screen.getByTestId('unread')).toHaveTextContent('99+');
  expect(screen.getByTestId('unread')).toHaveStyle({ background: colors.unread });
  expect(screen.getByTestId('credits-low')).toHaveStyle({ background: colors.warning });
  expect(screen.getByTestId('credits-none')).toHaveTextContent('0');
  expect(screen.getByTestId('credits-none')).toHaveAttribute('data-kind', 'danger');
});
