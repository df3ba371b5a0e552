/**
 * Date of birth as three selects: day, month (named in the page's language via Intl, never the
 * browser's) and year (newest first, from the minimum age back). The value is 'YYYY-MM-DD' when
 * complete, '' otherwise; a day that does not exist in the chosen month is dropped.
 */
import { useId, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { SelectControl as BaseSelect } from './select';
import { FieldError, FieldHint, FieldLegend } from './field-parts';
import { space } from './tokens';

/** Props of DateOfBirthPicker. */
export interface DateOfBirthPickerProps {
  legend: ReactNode;
  /** The page's locale (e.g. 'nl'): names the months. */
  locale: string;
  /** 'YYYY-MM-DD' or ''. */
  value: string;
  onChange: (value: string) => void;
  /** Placeholders and accessible names of the three selects (translated). */
  labels: { day: string; month: string; year: string };
  minAge?: number;
  maxAge?: number;
  /** "Today", for the year range; defaults to now. */
  today?: Date;
  error?: string | null;
  hint?: ReactNode;
  disabled?: boolean;
  testId?: string;
}

/** Month names in a locale, January first; UTC so no time zone shifts a month. */
export function monthNames(locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, month) => format.format(new Date(Date.UTC(2000, month, 1))));
}

/** Days in a month (1-12) of a year; February of an unknown year has 29. */
export function daysInMonth(month: number, year: number | null): number {
  return new Date(Date.UTC(year ?? 2000, month, 0)).getUTCDate();
}

// Three selects share one row even on a phone: tighter padding than a lone select.
const SelectControl = styled(BaseSelect)`
  padding-inline: 10px 30px;
  background-position: right 6px center;
`;

// Day and year as wide as their longest text (the placeholder: it Giorno, fi Päivä, fr Année), so
// no language's word hides under the chevron; the month takes the rest of the row.
const Row = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  gap: ${space[2]}px;
`;

const Fieldset = styled.fieldset`
  min-width: 0;
  margin: 0 0 ${space[4]}px;
  padding: 0;
  border: 0;
`;

const pad = (n: number) => String(n).padStart(2, '0');

function parse(value: string): [number | null, number | null, number | null] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? [Number(match[3]), Number(match[2]), Number(match[1])] : [null, null, null];
}

/** Three selects that together give a date of birth. */
export function DateOfBirthPicker({
  legend,
  locale,
  value,
  onChange,
  labels,
  minAge = 18,
  maxAge = 99,
  today = new Date(),
  error,
  hint,
  disabled,
  testId,
}: DateOfBirthPickerProps) {
  const id = useId();
  // Parts stay local until all three are chosen; a complete value from outside wins.
  const [draft, setDraft] = useState(() => parse(value));
  const [day, month, year] = value ? parse(value) : draft;
  const months = useMemo(() => monthNames(locale), [locale]);
  const newest = today.getFullYear() - minAge;
  const years = Array.from({ length: maxAge - minAge + 1 }, (_, i) => newest - i);
  const dayCount = month ? daysInMonth(month, year) : 31;

  const update = (next: [number | null, number | null, number | null]) => {
    const [d, m, y] = next;
    const fitted: typeof next = [d && m && d > daysInMonth(m, y) ? null : d, m, y];
    setDraft(fitted);
    const [fd, fm, fy] = fitted;
    onChange(fd && fm && fy ? `${fy}-${pad(fm)}-${pad(fd)}` : '');
  };
  const number = (raw: string) => (raw ? Number(raw) : null);
  const shared = {
    $invalid: Boolean(error),
    disabled,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined,
  };

  return (
    <Fieldset data-testid={testId}>
      <FieldLegend>{legend}</FieldLegend>
      <Row>
        <SelectControl {...shared} aria-label={labels.day} value={day ?? ''} onChange={(e) => update([number(e.target.value), month, year])} data-testid={testId && `${testId}-day`}>
          <option value="">{labels.day}</option>
          {Array.from({ length: dayCount }, (_, i) => (
            <option key={i + 1} value={i + 1}>
              {i + 1}
            </option>
          ))}
        </SelectControl>
        <SelectControl {...shared} aria-label={labels.month} value={month ?? ''} onChange={(e) => update([day, number(e.target.value), year])} data-testid={testId && `${testId}-month`}>
          <option value="">{labels.month}</option>
          {months.map((name, i) => (
            <option key={name} value={i + 1}>
              {name}
            </option>
          ))}
        </SelectControl>
        <SelectControl {...shared} aria-label={labels.year} value={year ?? ''} onChange={(e) => update([day, month, number(e.target.value)])} data-testid={testId && `${testId}-year`}>
          <option value="">{labels.year}</option>
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </SelectControl>
      </Row>
      {hint && <FieldHint id={`${id}-hint`}>{hint}</FieldHint>}
      {error && (
        <FieldError id={`${id}-error`} role="alert" data-testid={testId ? `${testId}-error` : undefined}>
          {error}
        </FieldError>
      )}
    </Fieldset>
  );
}
