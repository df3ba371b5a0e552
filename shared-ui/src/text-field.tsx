/** A labelled text input with an optional leading icon (search, e-mail); FormField underneath in look and links. */
import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { controlCss } from './control-styles';
import { FieldError, FieldHint, FieldLabel, FieldWrapper, describedBy } from './field-parts';
import { colors } from './tokens';

/** Props of TextField. */
export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  /** A decorative icon inside the field, before the text. */
  icon?: ReactNode;
  testId?: string;
}

const Box = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

const Icon = styled.span`
  position: absolute;
  inset-inline-start: 14px;
  display: flex;
  color: ${colors.muted};
  pointer-events: none;
`;

const Input = styled.input<{ $invalid: boolean; $withIcon: boolean }>`
  ${controlCss}
  ${({ $withIcon }) => ($withIcon ? 'padding-inline-start: 44px;' : '')}
`;

/** A text input with label, hint, error and optional icon. */
export function TextField({ label, error, hint, icon, testId, id: givenId, ...rest }: TextFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  return (
    <FieldWrapper>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Box>
        {icon && <Icon aria-hidden="true">{icon}</Icon>}
        <Input
          {...rest}
          id={id}
          $invalid={Boolean(error)}
          $withIcon={Boolean(icon)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          data-testid={testId}
        />
      </Box>
      {hint && <FieldHint id={`${id}-hint`}>{hint}</FieldHint>}
      {error && (
        <FieldError id={`${id}-error`} role="alert" data-testid={testId ? `${testId}-error` : undefined}>
          {error}
        </FieldError>
      )}
    </FieldWrapper>
  );
}
