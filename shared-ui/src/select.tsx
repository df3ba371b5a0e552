/** A styled native select with its label, hint and error: native keeps the phone's own picker and keyboard. */
import { useId } from 'react';
import type { ReactNode, SelectHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import { controlCss } from './control-styles';
import { FieldError, FieldHint, FieldLabel, FieldWrapper, describedBy } from './field-parts';
import { colors } from './tokens';

const chevron = (colour: string) =>
  `url("data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns='http://www.w3.org/2000/svg' width='20' height='20' viewBox='0 0 24 24' fill='none' stroke='${colour}' stroke-width='2.5' stroke-linecap='round' stroke-linejoin='round'><path d='m6 9 6 6 6-6'/></svg>`,
  )}")`;

/** Replaces the platform arrow with the site's chevron (native select stays). */
export const selectArrowCss = css`
  appearance: none;
  padding-inline-end: 40px;
  background-image: ${chevron(colors.text)};
  background-repeat: no-repeat;
  background-position: right 12px center;
  background-size: 20px;
  cursor: pointer;
  /* The control’s disabled state sets the background shorthand: the arrow needs its placement again. */
  &:disabled { background-image: ${chevron(colors.muted)}; background-repeat: no-repeat; background-position: right 12px center; background-size: 20px; }
`;

/** A select without label (used inside groups such as the date-of-birth picker). */
export const SelectControl = styled.select<{ $invalid?: boolean }>`
  ${controlCss}
  ${selectArrowCss}
`;

/** Props of Select: a native select plus label, hint and error. */
export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  testId?: string;
  children: ReactNode;
}

/** A labelled select; its error is announced and linked to it. */
export function Select({ label, error, hint, testId, id: givenId, children, ...rest }: SelectProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  return (
    <FieldWrapper>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <SelectControl
        {...rest}
        id={id}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        data-testid={testId}
      >
        {children}
      </SelectControl>
      {hint && <FieldHint id={`${id}-hint`}>{hint}</FieldHint>}
      {error && (
        <FieldError id={`${id}-error`} role="alert" data-testid={testId ? `${testId}-error` : undefined}>
          {error}
        </FieldError>
      )}
    </FieldWrapper>
  );
}
