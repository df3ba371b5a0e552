import { expect, jest, test } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { Checkbox } from './checkbox';

test('a checkbox is a real checkbox: label click toggles it, its error is linked', () => {
  const onChange = jest.fn();
  render(<Checkbox label="Ik ga akkoord" onChange={(e) => onChange(e.target.checked)} error="Ga akkoord om verder te gaan" testId="terms" />);
  const box = screen.getByRole('checkbox', { name: 'Ik ga akkoord' });
  fireEvent.click(screen.getByText('Ik ga akkoord'));
  expect(onChange).toHaveBeenCalledWith(true);
  expect(box).toHaveAttribute('aria-invalid', 'true');
  expect(box).toHaveAccessibleDescription('Ga akkoord om verder te gaan');
});

test('a disabled checkbox is disabled and looks it', () => {
  render(<Checkbox label="Nieuwsbrief" disabled />);
  expect(screen.getByRole('checkbox', { name: 'Nieuwsbrief' })).toBeDisabled();
  expect(screen.getByText('Nieuwsbrief').closest('label')).toHaveStyle({ cursor: 'not-allowed' });
});
