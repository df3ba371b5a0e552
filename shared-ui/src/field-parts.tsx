/** The parts around a form control: label, hint and error text, shared by every field primitive. */
import styled from 'styled-components';
import { colors, fonts, space } from './tokens';

/** Stacks label, control, hint and error. */
export const FieldWrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[1]}px;
  margin-bottom: ${space[4]}px;
  min-width: 0;
`;

export const FieldLabel = styled.label`
  font-weight: ${fonts.weight.bold};
`;

/** A group's caption (fieldset legend) in the same look as a label. */
export const FieldLegend = styled.legend`
  padding: 0;
  margin-bottom: ${space[2]}px;
  font-weight: ${fonts.weight.bold};
`;

export const FieldHint = styled.div`
  color: ${colors.muted};
  font-size: ${fonts.size.small};
`;

export const FieldError = styled.div`
  color: ${colors.danger};
  font-size: ${fonts.size.small};
  font-weight: ${fonts.weight.medium};
`;

/** aria-describedby for a control with an optional error and hint. */
export function describedBy(id: string, error?: unknown, hint?: unknown): string | undefined {
  return [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
}
