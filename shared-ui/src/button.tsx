/** The site's button: primary, secondary or link look; while loading it is disabled and says it is busy. */
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { colors, fonts, radii } from './tokens';

/** Button looks. */
export type ButtonVariant = 'primary' | 'secondary' | 'link';

/** Props of Button: a native button plus a look, a loading state and full width. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Shows a spinner, disables the button and sets aria-busy (no double submits). */
  loading?: boolean;
  /** Takes the full width of its container. */
  block?: boolean;
  children: ReactNode;
}

const spin = keyframes`to { transform: rotate(360deg); }`;

const looks = {
  primary: css`
    background: ${colors.primary};
    color: ${colors.onColor};
    border-color: ${colors.primary};
    &:hover:not(:disabled) { background: ${colors.primaryDark}; border-color: ${colors.primaryDark}; }
  `,
  secondary: css`
    background: ${colors.secondary};
    color: ${colors.onColor};
    border-color: ${colors.secondary};
    &:hover:not(:disabled) { background: ${colors.secondaryDark}; border-color: ${colors.secondaryDark}; }
  `,
  link: css`
    background: transparent;
    color: ${colors.primaryDark};
    border-color: transparent;
    padding-inline: 0;
    text-decoration: underline;
  `,
};

const StyledButton = styled.button<{ $variant: ButtonVariant; $block: boolean }>`
  display: ${({ $block }) => ($block ? 'flex' : 'inline-flex')};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 44px; /* touch target */
  padding: 8px 20px;
  border: 2px solid transparent;
  border-radius: ${radii.normal};
  font: inherit;
  font-size: ${fonts.size.normal};
  font-weight: 600;
  cursor: pointer;
  ${({ $variant }) => looks[$variant]}
  &:disabled { opacity: 0.6; cursor: not-allowed; }
`;

const Spinner = styled.span`
  width: 1em;
  height: 1em;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

/** A button; type defaults to "button" so that only an explicit submit button submits a form. */
export function Button({ variant = 'primary', loading = false, block = false, disabled, type = 'button', children, ...rest }: ButtonProps) {
  return (
    <StyledButton
      {...rest}
      type={type}
      $variant={variant}
      $block={block}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading && <Spinner aria-hidden="true" data-testid="button-spinner" />}
      {children}
    </StyledButton>
  );
}
