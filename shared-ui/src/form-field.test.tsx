import { expect, test } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { FormField } from './form-field';

test('an input is labelled and has no error by default', () => {
  render(<FormField label="E-mail" type="email" testId="email" />);
  const input = screen.getByLabelText('E-mail');
  expect(input.tagName).toBe('INPUT');
  expect(input).toHaveAttribute('type', 'email');
  expect(input).toHaveAttribute('data-testid', 'email');
  expect(input).not.toHaveAttribute('aria-invalid');
  expect(input).not.toHaveAttribute('aria-describedby');
});

test('an error is shown, announced and linked by aria-describedby', () => {
  render(<FormField label="E-mail" error="Ongeldige e-mail" hint="We sturen je een bevestiging" testId="email" />);
  const input = screen.getByLabelText('E-mail');
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription('Ongeldige e-mail We sturen je een bevestiging');
  expect(screen.getByRole('alert')).toHaveTextContent('Ongeldige e-mail');
  expect(screen.getByTestId('email-error')).toHaveTextContent('Ongeldige e-mail');
});

test('a select renders its options and a textarea its text', () => {
  render(
    <>
      <FormField as="select" label="Geslacht" defaultValue="female">
        <option value="male">Man</option>
        <option value="female">Vrouw</option>
      </FormField>
      <FormField as="textarea" label="Bericht" defaultValue="Hallo" />
    </>,
  );
  expect(screen.getByLabelText('Geslacht')).toHaveValue('female');
  expect(screen.getByLabelText('Bericht').tagName).toBe('TEXTAREA');
  expect(screen.getByLabelText('Bericht')).toHaveValue('Hallo');
});
