/** An inline message box (info, warning, danger, success) with an optional dismiss button. */
import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { colors, messageKindColors, radii, type MessageKind } from './tokens';

/** Alert kinds. */
export type AlertKind = MessageKind;

/** Props of Alert. */
export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'role'> {
  kind?: AlertKind;
  /** When given, a dismiss button shows and calls it. */
  onDismiss?: () => void;
  /** Accessible name of the dismiss button (translated by the caller). */
  dismissLabel?: string;
  children: ReactNode;
}

const Box = styled.div<{ $kind: AlertKind }>`
  display: flex;
  align-items: flex-start;
  gap: 12px;
  padding: 12px 16px;
  margin-bottom: 16px;
  color: ${colors.text};
  background: ${({ $kind }) => `${messageKindColors[$kind]}1a`};
  border: 1px solid ${({ $kind }) => messageKindColors[$kind]};
  border-left-width: 6px;
  border-radius: ${radii.normal};
`;

const Content = styled.div`
  flex: 1;
`;

const Dismiss = styled.button`
  min-width: 32px;
  min-height: 32px;
  border: 0;
  background: transparent;
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
  color: inherit;
`;

/** Danger and warning alerts interrupt screen readers (role=alert); info and success are polite (role=status). */
export function Alert({ kind = 'info', onDismiss, dismissLabel = 'Close', children, ...rest }: AlertProps) {
  const role = kind === 'danger' || kind === 'warning' ? 'alert' : 'status';
  return (
    <Box {...rest} role={role} $kind={kind} data-kind={kind}>
      <Content>{children}</Content>
      {onDismiss && (
        <Dismiss type="button" aria-label={dismissLabel} onClick={onDismiss}>
          ×
        </Dismiss>
      )}
    </Box>
  );
}
