/**
 * A short-lived notice (at most 350 px wide, spec section 9) that can close itself after a while.
 * It waits while the pointer is on it or the focus in it, so it never vanishes from under a reader
 * or the close button, and Escape closes it from within.
 */
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { X } from 'lucide-react';
import { DismissButton } from './alert';
import { MessageIcon } from './message-icon';
import { colors, messageKindColors, motion, radii, shadows, space, toastMaxWidth, topBarHeight, zIndex, type MessageKind } from './tokens';

const enter = keyframes`from { opacity: 0; transform: translateY(-8px); }`;

/** Toast kinds. */
export type ToastKind = MessageKind;

/** Props of Toast. */
export interface ToastProps {
  kind?: ToastKind;
  children: ReactNode;
  /** Called by the close button, and after durationMs when that is given. */
  onClose?: () => void;
  /** Closes itself after this many ms (counted afresh after each pause for pointer or focus). */
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

/**
 * Where toasts stack: top right on wide screens, full width (up to 350 px) on phones; under the top
 * bar, so a toast never hides the navigation (it stays above the page's own content and overlays).
 */
export const ToastRegion = styled.div`
  position: fixed;
  top: calc(${topBarHeight} + ${space[4]}px);
  right: ${space[4]}px;
  left: ${space[4]}px;
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
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  useEffect(() => {
    if (!onClose || !durationMs || paused) return;
    const timer = setTimeout(onClose, durationMs);
    return () => clearTimeout(timer);
  }, [onClose, durationMs, paused]);

  return (
    <Card
      $kind={kind}
      role={kind === 'danger' ? 'alert' : 'status'}
      data-kind={kind}
      data-testid={testId}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => setFocused(event.currentTarget.contains(event.relatedTarget as Node | null))}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && onClose) {
          event.stopPropagation();
          onClose();
        }
      }}
    >
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
