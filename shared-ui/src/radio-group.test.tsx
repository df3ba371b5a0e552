import { expect, jest, test } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { RadioGroup } from './radio-group';

const options = [
  { value: 'm', label: 'Man' },
  { value: 'f', label: 'Vrouw' },
  { value: 'x', label: 'Anders', disabled: true },
];

test('a radio group is a fieldset of native radios with one name', () => {
  const onChange = jest.fn();
  render(<RadioGroup legend="Ik ben een" name="gender" options={options} value="m" onChange={onChange} testId="gender" />);
  expect(screen.getByRole('group', { name: 'Ik ben een' })).toBeInTheDocument();
  const radios = screen.getAllByRole('radio');
  expect(radios).toHaveLength(3);
  expect(radios.every((r) => r.getAttribute('name') === 'gender')).toBe(true);
  expect(screen.getByRole('radio', { name: 'Man' })).toBeChecked();
  fireEvent.click(screen.getByText('Vrouw'));
  expect(onChange).toHaveBeenCalledWith('f');
  expect(screen.getByRole('radio', { name: 'Anders' })).toBeDisabled();
});

test('an error marks every radio and is linked to the group', () => {
  render(<RadioGroup legend="Ik zoek" name="seeking" options={options} value={null} onChange={() => {}} error="Maak een keuze" testId="seeking" />);
  expect(screen.getByRole('group', { name: 'Ik zoek' })).toHaveAccessibleDescription('Maak een keuze');
  expect(screen.getByRole('radio', { name: 'Man' })).toHaveAttribute('aria-invalid', 'true');
});
