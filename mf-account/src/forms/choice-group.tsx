/** A radio group shown as large choice tiles (signup's "I am" / "I am looking for"). */
import { useId } from 'react';
import styled from 'styled-components';
import { colors, fonts, radii } from '@dating/shared-ui';

/** One choice of the group. */
export interface Choice {
  value: string;
  label: string;
  testId?: string;
}

/** Props of ChoiceGroup. */
export interface ChoiceGroupProps {
  legend: string;
  name: string;
  choices: Choice[];
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** The error gets `${testId}-error`. */
  testId?: string;
}

const Fieldset = styled.fieldset`
  margin: 0 0 16px;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  margin-bottom: 8px;
  font-weight: 600;
`;

const Tiles = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(120px, 1fr));
  gap: 8px;
`;

const Tile = styled.label<{ $checked: boolean; $invalid: boolean }>`
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 48px;
  padding: 8px 16px;
  border: 2px solid ${({ $checked, $invalid }) => ($checked ? colors.primary : $invalid ? colors.danger : colors.border)};
  border-radius: ${radii.normal};
  background: ${({ $checked }) => ($checked ? `${colors.primary}1a` : colors.surface)};
  cursor: pointer;
  &:focus-within { outline: 3px solid ${colors.focus}; outline-offset: 2px; }
`;

const ErrorText = styled.div`
  margin-top: 4px;
  color: ${colors.danger};
  font-size: ${fonts.size.small};
`;

/** Native radios (arrow keys move, Space selects) inside labelled tiles. */
export function ChoiceGroup({ legend, name, choices, value, onChange, error, testId }: ChoiceGroupProps) {
  const errorId = useId();
  return (
    <Fieldset aria-describedby={error ? errorId : undefined}>
      <Legend>{legend}</Legend>
      <Tiles>
        {choices.map((choice) => (
          <Tile key={choice.value} $checked={value === choice.value} $invalid={Boolean(error)}>
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              aria-invalid={error ? true : undefined}
              data-testid={choice.testId}
            />
            {choice.label}
          </Tile>
        ))}
      </Tiles>
      {error && (
        <ErrorText id={errorId} role="alert" data-testid={testId ? `${testId}-error` : undefined}>
          {error}
        </ErrorText>
      )}
    </Fieldset>
  );
}
