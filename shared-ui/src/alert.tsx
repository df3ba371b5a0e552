/** An inline message box (info, warning, danger, success) with its icon and an optional dismiss button. */
import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { X } from 'lucide-react';
import { MessageIcon } from './message-icon';
import { colors, messageKindColors, messageKindSoft, radii, space, type MessageKind } from './tokens';

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
  gap: ${space[3]}px;
  padding: ${space[3]}px ${space[4]}px;
  margin-bottom: ${space[4]}px;
  color: ${colors.text};
  background: ${({ $kind }) => messageKindSoft[$kind]};
  border: 1px solid ${({ $kind }) => messageKindColors[$kind]};
  border-inline-start-width: 5px;
  border-radius: ${radii.normal};
  /* primaryDark keeps links at AA on every alert's pale surface (primary falls short on the pink). */
  & a { color: ${colors.primaryDark}; font-weight: 700; }
`;

const Content = styled.div`
  flex: 1;
  min-width: 0;
  padding-top: 1px;
`;

/** The small round close button of alerts and toasts. */
export const DismissButton = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  margin: -4px -8px -4px 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${colors.text};
  cursor: pointer;
  &:hover { background: rgba(15, 20, 30, 0.08); }
  &:focus-visible { outline: 3px solid ${colors.focus}; outline-offset: 1px; }
`;

/** Danger and warning alerts interrupt screen readers (role=alert); info and success are polite (role=status). */
export function Alert({ kind = 'info', onDismiss, dismissLabel = 'Close', children, ...rest }: AlertProps) {
  const role = kind === 'danger' || kind === 'warning' ? 'alert' : 'status';
  return (
    <Box {...rest} role={role} $kind={kind} data-kind={kind}>
      <MessageIcon kind={kind} />
      <Content>{children}</Content>
      {onDismiss && (
        <DismissButton type="button" aria-label={dismissLabel} onClick={onDismiss}>
          <X size={20} aria-hidden="true" />
        </DismissButton>
      )}
    </Box>
  );
}
