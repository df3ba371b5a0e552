/** A short-lived notice (at most 350 px wide, spec section 9) that can close itself after a while. */
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { X } from 'lucide-react';
import { DismissButton } from './alert';
import { MessageIcon } from './message-icon';
import { colors, messageKindColors, motion, radii, shadows, toastMaxWidth, zIndex, type MessageKind } from './tokens';

const enter = keyframes`from { opacity: 0; transform: translateY(-8px); }`;

/** Toast kinds. */
export type ToastKind = MessageKind;

/** Props of Toast. */
export interface ToastProps {
  kind?: ToastKind;
  children: ReactNode;
  /** Called by the close button, and after durationMs when that is given. */
  onClose?: () => void;
  /** Closes itself after this many ms. */
  durationMs?: number;
  /** Accessible name of the close button (translated by the caller). */
  closeLabel?: string;
  'data-testid'?: string;
}

const Card = styled.div<{ $kind: ToastKind }>`
  display: flex;
  align-items: flex-start;
  gap: 12px;
  width: 100%;
  max-width: ${toastMaxWidth}px;
  padding: 14px 16px;
  background: ${colors.surface};
  color: ${colors.text};
  border-inline-start: 5px solid ${({ $kind }) => messageKindColors[$kind]};
  border-radius: ${radii.normal};
  box-shadow: ${shadows.overlay};
  animation: ${enter} ${motion.normal} ${motion.easing};
`;

const Text = styled.div`
  flex: 1;
  min-width: 0;
`;

/** Where toasts stack: top right on wide screens, full width (up to 350 px) on phones. */
export const ToastRegion = styled.div`
  position: fixed;
  top: 16px;
  right: 16px;
  left: 16px;
  z-index: ${zIndex.toast};
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 8px;
  pointer-events: none;
  & > * { pointer-events: auto; }
`;

/** One toast; danger toasts are assertive (role=alert), the rest polite (role=status). */
export function Toast({ kind = 'info', children, onClose, durationMs, closeLabel = 'Close', 'data-testid': testId }: ToastProps) {
  useEffect(() => {
    if (!onClose || !durationMs) return;
    const timer = setTimeout(onClose, durationMs);
    return () => clearTimeout(timer);
  }, [onClose, durationMs]);

  return (
    <Card $kind={kind} role={kind === 'danger' ? 'alert' : 'status'} data-kind={kind} data-testid={testId}>
      <MessageIcon kind={kind} />
      <Text>{children}</Text>
      {onClose && (
        <DismissButton type="button" aria-label={closeLabel} onClick={onClose}>
          <X size={20} aria-hidden="true" />
        </DismissButton>
      )}
    </Card>
  );
}
