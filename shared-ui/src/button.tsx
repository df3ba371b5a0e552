/**
 * The site's button, one look per meaning: primary (blue: continue, save, log in), secondary
 * (orange-red: the flirt and money actions: sign up, like, chat, buy), outline (a second choice
 * beside a primary), ghost (toolbars, navigation), danger (delete, block) and link. While loading
 * it is disabled, keeps its width and says it is busy.
 */
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { colors, fonts, motion, radii } from './tokens';

/** Button looks, one per meaning. */
export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger' | 'link';
/** Button heights: small 36 px (inside cards), normal 48 px, large 56 px (page calls to action). */
export type ButtonSize = 'small' | 'normal' | 'large';

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

const solid = (bg: string, hover: string) => css`
  background: ${bg};
  color: ${colors.onColor};
  border-color: ${bg};
  &:hover:not(:disabled) { background: ${hover}; border-color: ${hover}; }
`;

const looks: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: solid(colors.primary, colors.primaryDark),
  secondary: solid(colors.secondary, colors.secondaryDark),
  danger: solid(colors.danger, colors.danger),
  outline: css`
    background: ${colors.surface};
    color: ${colors.primary};
    border-color: ${colors.primary};
    &:hover:not(:disabled) { background: ${colors.primarySoft}; color: ${colors.primaryDark}; }
  `,
  ghost: css`
    background: transparent;
    color: ${colors.text};
    border-color: transparent;
    &:hover:not(:disabled) { background: ${colors.primarySoft}; color: ${colors.primaryDark}; }
  `,
  link: css`
    min-height: auto;
    padding-inline: 0;
    background: transparent;
    color: ${colors.primary};
    border-color: transparent;
    text-decoration: underline;
    text-underline-offset: 0.15em;
    &:hover:not(:disabled) { color: ${colors.primaryDark}; }
  `,
};

const sizes: Record<ButtonSize, string> = {
  small: `min-height: 36px; padding: 4px 14px; font-size: ${fonts.size.small};`,
  normal: `min-height: 48px; padding: 10px 22px; font-size: ${fonts.size.normal};`,
  large: `min-height: 56px; padding: 12px 28px; font-size: 1.125rem;`,
};

const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $block: boolean }>`
  position: relative;
  display: ${({ $block }) => ($block ? 'flex' : 'inline-flex')};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: 8px;
  ${({ $size }) => sizes[$size]}
  border: 2px solid transparent;
  border-radius: ${radii.round};
  font-family: inherit;
  font-weight: ${fonts.weight.heavy};
  line-height: 1.2;
  text-align: center;
  cursor: pointer;
  transition: background-color ${motion.fast} ${motion.easing}, color ${motion.fast} ${motion.easing}, transform ${motion.fast} ${motion.easing};
  ${({ $variant }) => looks[$variant]}
  &:active:not(:disabled) { transform: translateY(1px); }
  &:focus-visible { outline: 3px solid ${colors.focus}; outline-offset: 2px; }
  &:disabled { opacity: 0.55; cursor: not-allowed; }
  &[aria-busy='true'] { opacity: 1; cursor: progress; }
  & > svg { flex: none; }
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
