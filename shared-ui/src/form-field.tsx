/** A labelled form control (input, select or textarea) whose error and hint are linked by aria-describedby. */
import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { colors, fonts, radii } from './tokens';

interface FieldBase {
  label: ReactNode;
  /** The error shown under the control; sets aria-invalid. */
  error?: string | null;
  /** Help text under the control. */
  hint?: ReactNode;
  /** data-testid of the control; the error gets `${testId}-error`. */
  testId?: string;
}

/** FormField props: one of input (default), select (with option children) or textarea. */
export type FormFieldProps =
  | (FieldBase & { as?: 'input' } & InputHTMLAttributes<HTMLInputElement>)
  | (FieldBase & { as: 'select'; children: ReactNode } & SelectHTMLAttributes<HTMLSelectElement>)
  | (FieldBase & { as: 'textarea' } & TextareaHTMLAttributes<HTMLTextAreaElement>);

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-bottom: 16px;
`;

const Label = styled.label`
  font-weight: 600;
`;

const controlStyle = ({ $invalid }: { $invalid: boolean }) => `
  width: 100%;
  min-height: 44px;
  padding: 8px 12px;
  font: inherit;
  color: ${colors.text};
  background: ${colors.surface};
  border: 1px solid ${$invalid ? colors.danger : colors.border};
  border-radius: ${radii.normal};
`;

const Input = styled.input<{ $invalid: boolean }>`${controlStyle}`;
const Select = styled.select<{ $invalid: boolean }>`${controlStyle}`;
const Textarea = styled.textarea<{ $invalid: boolean }>`
  ${controlStyle}
  min-height: 96px;
  resize: vertical;
`;

const Hint = styled.div`
  color: ${colors.muted};
  font-size: ${fonts.size.small};
`;

const ErrorText = styled.div`
  color: ${colors.danger};
  font-size: ${fonts.size.small};
`;

/** A labelled control; the error text is announced (role=alert) and linked to the control. */
export function FormField(props: FormFieldProps) {
  const { label, error, hint, testId, id: givenId, ...control } = props;
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  const shared = {
    id,
    $invalid: Boolean(error),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'data-testid': testId,
  };

  let field: ReactNode;
  if (control.as === 'select') {
    const { as: _as, children, ...rest } = control;
    field = (
      <Select {...rest} {...shared}>
        {children}
      </Select>
    );
  } else if (control.as === 'textarea') {
    const { as: _as, ...rest } = control;
    field = <Textarea {...rest} {...shared} />;
  } else {
    const { as: _as, ...rest } = control;
    field = <Input {...rest} {...shared} />;
  }

  return (
    <Wrapper>
      <Label htmlFor={id}>{label}</Label>
      {field}
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && (
        <ErrorText id={errorId} role="alert" data-testid={testId ? `${testId}-error` : undefined}>
          {error}
        </ErrorText>
      )}
    </Wrapper>
  );
}
