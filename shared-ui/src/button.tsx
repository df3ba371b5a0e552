/**
 * The site's button, one look per meaning: primary (blue: continue, save, log in), secondary
 * (orange-red: the flirt and money actions: sign up, like, chat, buy), outline (a second choice
 * beside a primary), ghost (toolbars, navigation), danger (delete, block) and link. While loading
 * it is disabled, keeps its width and says it is busy.
 */
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { buttonLook, type ButtonSize, type ButtonVariant } from './button-look';

export type { ButtonSize, ButtonVariant } from './button-look';

/** Props of Button: a native button plus a look, a size, a loading state, an icon and full width. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, disables the button and sets aria-busy (no double submits). */
  loading?: boolean;
  /** Takes the full width of its container. */
  block?: boolean;
  /** An icon before the text (decorative: the text names the button). */
  icon?: ReactNode;
  children: ReactNode;
}

const spin = keyframes`to { transform: rotate(360deg); }`;

const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $block: boolean }>`
  ${({ $variant, $size, $block }) => buttonLook($variant, $size, $block)}
  &:disabled { opacity: 0.55; cursor: not-allowed; }
  &[aria-busy='true'] { opacity: 1; cursor: progress; }
`;

const Spinner = styled.span`
  flex: none;
  width: 1em;
  height: 1em;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

/** A button; type defaults to "button" so that only an explicit submit button submits a form. */
export function Button({
  variant = 'primary',
  size = 'normal',
  loading = false,
  block = false,
  icon,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      {...rest}
      type={type}
      $variant={variant}
      $size={size}
      $block={block}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-variant={variant}
    >
      {loading ? <Spinner aria-hidden="true" data-testid="button-spinner" /> : icon}
      {children}
    </StyledButton>
  );
}
