/**
 * A group of radio buttons in a fieldset: native radios (arrow keys move and choose, one Tab stop),
 * drawn as tiles with a large hit area ("I am a man / woman") or as a plain list.
 */
import { useId } from 'react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { choiceInputCss } from './choice-styles';
import { FieldError, FieldLegend } from './field-parts';
import { colors, fonts, motion, radii, space } from './tokens';

/** One choice of a RadioGroup. */
export interface RadioOption {
  value: string;
  label: ReactNode;
  /** An icon before the label (decorative). */
  icon?: ReactNode;
  disabled?: boolean;
}

/** Props of RadioGroup. */
export interface RadioGroupProps {
  /** The question, shown as the fieldset's legend. */
  legend: ReactNode;
  name: string;
  options: RadioOption[];
  value: string | null;
  onChange: (value: string) => void;
  /** Tiles side by side (default) or a list. */
  layout?: 'tiles' | 'list';
  error?: string | null;
  disabled?: boolean;
  testId?: string;
}

const Fieldset = styled.fieldset`
  min-width: 0;
  margin: 0 0 ${space[4]}px;
  padding: 0;
  border: 0;
`;

// Tiles wrap as flex items, not grid cells: a tile is never narrower than its longest word (fi
// Muunsukupuolinen), so a long label takes a row of its own instead of running into its neighbour.
const Options = styled.div<{ $tiles: boolean }>`
  display: flex;
  flex-flow: ${({ $tiles }) => ($tiles ? 'row wrap' : 'column')};
  gap: ${({ $tiles }) => ($tiles ? space[3] : space[1])}px;
  & > * { flex: ${({ $tiles }) => ($tiles ? '1 1 120px' : 'none')}; }
`;

const Option = styled.label<{ $tiles: boolean; $checked: boolean; $disabled: boolean }>`
  display: flex;
  align-items: center;
  gap: ${space[3]}px;
  min-height: 48px;
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  color: ${({ $disabled }) => ($disabled ? colors.muted : colors.text)};
  font-weight: ${({ $checked }) => ($checked ? fonts.weight.bold : fonts.weight.regular)};
  ${({ $tiles, $checked }) =>
    $tiles
      ? `
    padding: ${space[3]}px ${space[4]}px;
    border: 2px solid ${$checked ? colors.primary : colors.border};
    border-radius: ${radii.normal};
    background: ${$checked ? colors.primarySoft : colors.surface};
    transition: border-color ${motion.fast}, background-color ${motion.fast};
    &:hover { border-color: ${colors.primary}; }
    &:has(input:focus-visible) { outline: 3px solid ${colors.focus}; outline-offset: 2px; }
    & input:focus-visible { outline: none; }`
      : ''}
`;

const Input = styled.input<{ $invalid: boolean; $round: boolean }>`${choiceInputCss}`;

/** A labelled group of radios. */
export function RadioGroup({ legend, name, options, value, onChange, layout = 'tiles', error, disabled, testId }: RadioGroupProps) {
  const errorId = `${useId()}-error`;
  const tiles = layout === 'tiles';
  return (
    <Fieldset aria-describedby={error ? errorId : undefined} data-testid={testId}>
      <FieldLegend>{legend}</FieldLegend>
      <Options $tiles={tiles}>
        {options.map((option) => {
          const checked = value === option.value;
          const off = Boolean(disabled || option.disabled);
          return (
            <Option key={option.value} $tiles={tiles} $checked={checked} $disabled={off}>
              <Input
                type="radio"
                name={name}
                value={option.value}
                checked={checked}
                disabled={off}
                onChange={() => onChange(option.value)}
                $invalid={Boolean(error)}
                $round
                aria-invalid={error ? true : undefined}
                data-testid={testId ? `${testId}-${option.value}` : undefined}
              />
              {option.icon && <span aria-hidden="true">{option.icon}</span>}
              <span>{option.label}</span>
            </Option>
          );
        })}
      </Options>
      {error && (
        <FieldError id={errorId} role="alert" data-testid={testId ? `${testId}-error` : undefined}>
          {error}
        </FieldError>
      )}
    </Fieldset>
  );
}
