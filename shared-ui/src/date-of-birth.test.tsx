import { expect, jest, test } from '@jest/globals';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { DateOfBirthPicker, daysInMonth, monthNames } from './date-of-birth';

const labels = { day: 'Dag', month: 'Maand', year: 'Jaar' };
const today = new Date(Date.UTC(2026, 10, 23));

test('month names come from the page locale, not the browser', () => {
  expect(monthNames('nl')[2]).toBe('maart');
  expect(monthNames('de')[2]).toBe('März');
  expect(monthNames('pl')[0]).toBe('styczeń');
  expect(daysInMonth(2, 2024)).toBe(29);
  expect(daysInMonth(2, 2023)).toBe(28);
  expect(daysInMonth(2, null)).toBe(29);
});

test('three labelled selects give a YYYY-MM-DD date only once complete', () => {
  const onChange = jest.fn();
  render(<DateOfBirthPicker legend="Geboortedatum" locale="nl" value="" onChange={onChange} labels={labels} today={today} testId="dob" />);
  expect(screen.getByRole('group', { name: 'Geboortedatum' })).toBeInTheDocument();
  const month = screen.getByRole('combobox', { name: 'Maand' });
  expect(within(month).getByRole('option', { name: 'oktober' })).toBeInTheDocument();
  const years = within(screen.getByRole('combobox', { name: 'Jaar' })).getAllByRole('option');
  expect(years[1]).toHaveTextContent('2008'); // newest: 18 years before today
  fireEvent.change(screen.getByRole('combobox', { name: 'Dag' }), { target: { value: '9' } });
  fireEvent.change(month, { target: { value: '3' } });
  expect(onChange).toHaveBeenLastCalledWith('');
  fireEvent.change(screen.getByRole('combobox', { name: 'Jaar' }), { target: { value: '1990' } });
  expect(onChange).toHaveBeenLastCalledWith('1990-03-09');
});

test('a day that the month does not have is dropped, and an error is linked to each select', () => {
  const onChange = jest.fn();
  function Controlled() {
    const [value, setValue] = useState('1990-01-31');
    const change = (next: string) => {
      onChange(next);
      setValue(next);
    };
    return <DateOfBirthPicker legend="Geboortedatum" locale="nl" value={value} onChange={change} labels={labels} today={today} error="Je moet 18 jaar of ouder zijn" />;
  }
  render(<Controlled />);
  fireEvent.change(screen.getByRole('combobox', { name: 'Maand' }), { target: { value: '2' } });
  expect(onChange).toHaveBeenLastCalledWith('');
  const day = screen.getByRole('combobox', { name: 'Dag' });
  expect(day).toHaveValue('');
  expect(within(day).getAllByRole('option')).toHaveLength(29); // placeholder + 28 days of February 1990
  expect(day).toHaveAccessibleDescription('Je moet 18 jaar of ouder zijn');
});
