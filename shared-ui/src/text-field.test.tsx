import { expect, test } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { TextField } from './text-field';
import { colors } from './tokens';

test('a text field is labelled, shows its icon and links its error', () => {
  render(<TextField label="E-mailadres" icon={<svg data-testid="mail" />} error="Vul je e-mailadres in" testId="email" />);
  const input = screen.getByLabelText('E-mailadres');
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription('Vul je e-mailadres in');
  expect(input).toHaveStyle({ borderColor: colors.danger });
  expect(screen.getByTestId('mail').parentElement).toHaveAttribute('aria-hidden', 'true');
  expect(screen.getByTestId('email-error')).toHaveAttribute('role', 'alert');
});

test('a disabled text field cannot be typed in and has a hint', () => {
  render(<TextField label="Naam" hint="Zoals anderen je zien" disabled />);
  const input = screen.getByLabelText('Naam');
  expect(input).toBeDisabled();
  expect(input).toHaveAccessibleDescription('Zoals anderen je zien');
  expect(input).not.toHaveAttribute('aria-invalid');
});
