/** A labelled form control (input, select or textarea) whose error and hint are linked by aria-describedby. */
import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlCss } from './control-styles';
import { FieldError, FieldHint, FieldLabel, FieldWrapper, describedBy } from './field-parts';
import { selectArrowCss } from './select';

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

const Input = styled.input<{ $invalid: boolean }>`${controlCss}`;
const Select = styled.select<{ $invalid: boolean }>`
  ${controlCss}
  ${selectArrowCss}
`;
const Textarea = styled.textarea<{ $invalid: boolean }>`
  ${controlCss}
  min-height: 112px;
  resize: vertical;
`;

/** A labelled control; the error text is announced (role=alert) and linked to the control. */
export function FormField(props: FormFieldProps) {
  const { label, error, hint, testId, id: givenId, ...control } = props;
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const shared = {
    id,
    $invalid: Boolean(error),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, error, hint),
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
    <FieldWrapper>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      {field}
      {hint && <FieldHint id={`${id}-hint`}>{hint}</FieldHint>}
      {error && (
        <FieldError id={`${id}-error`} role="alert" data-testid={testId ? `${testId}-error` : undefined}>
          {error}
        </FieldError>
      )}
    </FieldWrapper>
  );
}
