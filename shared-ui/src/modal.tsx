/**
 * A modal dialog: role=dialog, focus moves in and is trapped, Escape and backdrop click close it
 * unless it is not dismissible (e.g. the signup modal while signup is in progress), focus returns
 * to where it was on close. `bare` drops header and footer (the signup modal is large and bare).
 * `sheet` makes it a bottom sheet on phones (below 576 px): anchored to the bottom edge, full width.
 */
import { useEffect, useId, useRef } from 'react';
import type { MouseEvent, ReactNode, KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import styled, { css, keyframes } from 'styled-components';
import { X } from 'lucide-react';
import { colors, down, fonts, motion, radii, shadows, space, up, zIndex } from './tokens';
import { focusableIn, trapTab } from './focus';

/** Modal widths. */
export type ModalSize = 'normal' | 'large';

/** Props of Modal. */
export interface ModalProps {
  open: boolean;
  /** Asked to close (close button, Escape, backdrop) when dismissible. */
  onClose: () => void;
  /** Heading in the header; also the dialog's accessible name. */
  title?: ReactNode;
  /** Accessible name when there is no visible title (bare modals). */
  label?: string;
  size?: ModalSize;
  /** When false, backdrop click and Escape do not close, and there is no close button. */
  dismissible?: boolean;
  /** No header and no footer: the content fills the dialog. */
  bare?: boolean;
  /** A bottom sheet on phones (choices, filters, short confirmations). */
  sheet?: boolean;
  footer?: ReactNode;
  /** Accessible name of the close button (translated by the caller). */
  closeLabel?: string;
  children: ReactNode;
  'data-testid'?: string;
}

const fadeIn = keyframes`from { opacity: 0; }`;
const rise = keyframes`from { transform: translateY(24px); opacity: 0; }`;
const slideUp = keyframes`from { transform: translateY(100%); }`;

const Backdrop = styled.div<{ $sheet: boolean }>`
  position: fixed;
  inset: 0;
  z-index: ${zIndex.modal};
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: 16px 8px;
  overflow-y: auto;
  background: ${colors.backdrop};
  animation: ${fadeIn} ${motion.normal} ${motion.easing};
  ${up('md')} { padding: 48px 16px; }
  ${({ $sheet }) => $sheet && css`${down('sm')} { align-items: flex-end; padding: 0; }`}
`;

const Dialog = styled.div<{ $size: ModalSize; $sheet: boolean }>`
  width: 100%;
  max-width: ${({ $size }) => ($size === 'large' ? '800px' : '500px')};
  margin-block: auto;
  background: ${colors.surface};
  border-radius: ${radii.xl};
  box-shadow: ${shadows.overlay};
  animation: ${rise} ${motion.slow} ${motion.easing};
  &:focus { outline: none; }
  ${({ $sheet }) =>
    $sheet &&
    css`
      ${down('sm')} {
        max-height: 90dvh;
        margin-block: 0;
        overflow-y: auto;
        border-radius: ${radii.xl} ${radii.xl} 0 0;
        padding-bottom: env(safe-area-inset-bottom);
        animation: ${slideUp} ${motion.slow} ${motion.easing};
        &::before {
          content: '';
          display: block;
          width: 40px;
          height: 4px;
          margin: ${space[2]}px auto 0;
          border-radius: 2px;
          background: ${colors.controlBorder};
        }
      }
    `}
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  padding: ${space[4]}px ${space[4]}px ${space[3]}px ${space[5]}px;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${fonts.size.title};
`;

const CloseButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  margin-left: auto;
  border: 0;
  border-radius: 50%;
  background: ${colors.background};
  color: ${colors.text};
  cursor: pointer;
  &:hover { background: ${colors.primarySoft}; color: ${colors.primaryDark}; }
  &:focus-visible { outline: 3px solid ${colors.focus}; outline-offset: 2px; }
`;

const Body = styled.div<{ $bare: boolean }>`
  padding: ${({ $bare }) => ($bare ? '0' : `${space[2]}px ${space[5]}px ${space[5]}px`)};
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: ${space[2]}px;
  padding: ${space[4]}px ${space[5]}px;
  border-top: 1px solid ${colors.border};
`;

/** A modal dialog rendered into document.body. */
export function Modal({
  open,
  onClose,
  title,
  label,
  size = 'normal',
  dismissible = true,
  bare = false,
  sheet = false,
  footer,
  closeLabel = 'Close',
  children,
  'data-testid': testId,
}: ModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  // Move focus into the dialog on open and give it back to the opener on close.
  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    // The content's first control gets focus (not the close button), else the dialog itself.
    const dialog = dialogRef.current;
    const body = bodyRef.current;
    if (dialog) ((body && focusableIn(body)[0]) ?? focusableIn(dialog)[0] ?? dialog).focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus?.();
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (dismissible) onClose();
      return;
    }
    if (dialogRef.current) trapTab(event, dialogRef.current);
  };
  // Only a press that starts and ends on the backdrop itself closes (not a text selection drag).
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (dismissible && event.target === event.currentTarget) onClose();
  };
  const showHeader = !bare && (title || dismissible);

  return createPortal(
    <Backdrop $sheet={sheet} onClick={onBackdropClick} data-testid={testId ? `${testId}-backdrop` : 'modal-backdrop'}>
      <Dialog
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title && !bare ? titleId : undefined}
        aria-label={title && !bare ? undefined : label}
        tabIndex={-1}
        $size={size}
        $sheet={sheet}
        data-sheet={sheet || undefined}
        onKeyDown={onKeyDown}
        data-testid={testId}
      >
        {showHeader && (
          <Header>
            {title && <Title id={titleId}>{title}</Title>}
            {dismissible && (
              <CloseButton type="button" aria-label={closeLabel} onClick={onClose}>
                <X size={22} aria-hidden="true" />
              </CloseButton>
            )}
          </Header>
        )}
        <Body ref={bodyRef} $bare={bare}>{children}</Body>
        {!bare && footer && <Footer>{footer}</Footer>}
      </Dialog>
    </Backdrop>,
    document.body,
  );
}
