import { expect, jest, test } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { Select } from './select';

test('a select is labelled, keeps native options, reports changes and shows its error', () => {
  const onChange = jest.fn();
  render(
    <Select label="Provincie" value="" onChange={(e) => onChange(e.target.value)} error="Kies een provincie" testId="region">
      <option value="">Kies…</option>
      <option value="ut">Utrecht</option>
    </Select>,
  );
  const select = screen.getByLabelText('Provincie');
  fireEvent.change(select, { target: { value: 'ut' } });
  expect(onChange).toHaveBeenCalledWith('ut');
  expect(select).toHaveAttribute('aria-invalid', 'true');
  expect(select).toHaveAccessibleDescription('Kies een provincie');
  expect(select).toHaveStyle({ appearance: 'none' });
});
