/** A checkbox with its label beside it (terms, remember me, notification settings). */
import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { choiceInputCss } from './choice-styles';
import { FieldError, FieldHint } from './field-parts';
import { colors, space } from './tokens';

/** Props of Checkbox. */
export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  testId?: string;
}

const Row = styled.label<{ $disabled: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${space[3]}px;
  min-height: 44px;
  padding-block: 10px;
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  color: ${({ $disabled }) => ($disabled ? colors.muted : colors.text)};
`;

const Input = styled.input<{ $invalid: boolean; $round: boolean }>`${choiceInputCss}`;

const Texts = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding-top: 1px;
`;

/** A checkbox; the error is announced and linked to it. */
export function Checkbox({ label, error, hint, testId, id: givenId, disabled, ...rest }: CheckboxProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <Row htmlFor={id} $disabled={Boolean(disabled)}>
        <Input
          {...rest}
          id={id}
          type="checkbox"
          disabled={disabled}
          $invalid={Boolean(error)}
          $round={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          data-testid={testId}
        />
        <Texts>
          <span>{label}</span>
          {hint && <FieldHint id={`${id}-hint`}>{hint}</FieldHint>}
        </Texts>
      </Row>
      {error && (
        <FieldError id={`${id}-error`} role="alert" data-testid={testId ? `${testId}-error` : undefined}>
          {error}
        </FieldError>
      )}
    </div>
  );
}
