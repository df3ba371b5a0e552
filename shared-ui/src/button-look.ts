/**
 * The look of the site's buttons, one per meaning, as a css block: Button wears it, and so does a
 * link that acts as a button (LinkButton, the navigation's login link), so "log in" or "back to
 * the home page" look the same whether they are a <button> or an <a>.
 */
import { css } from 'styled-components';
import { colors, fonts, motion, radii, space, typeScale } from './tokens';

/** Button looks, one per meaning. */
export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger' | 'link';
/** Button heights: small 36 px (inside cards), normal 48 px, large 56 px (page calls to action). */
export type ButtonSize = 'small' | 'normal' | 'large';

const solid = (bg: string, hover: string) => css`
  background: ${bg};
  color: ${colors.onColor};
  border-color: ${bg};
  &:hover:not(:disabled) { background: ${hover}; border-color: ${hover}; color: ${colors.onColor}; }
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

const sizes: Record<ButtonSize, ReturnType<typeof css>> = {
  small: css`min-height: 36px; padding: ${space[1]}px 14px; font-size: ${typeScale.sm};`,
  normal: css`min-height: 48px; padding: 10px 22px; font-size: ${typeScale.md};`,
  large: css`min-height: 56px; padding: ${space[3]}px 28px; font-size: ${typeScale.lg};`,
};

/** The css of a button of `variant` and `size`; `block` takes the container's full width. */
export function buttonLook(variant: ButtonVariant = 'primary', size: ButtonSize = 'normal', block = false) {
  return css`
    position: relative;
    display: ${block ? 'flex' : 'inline-flex'};
    width: ${block ? '100%' : 'auto'};
    align-items: center;
    justify-content: center;
    gap: ${space[2]}px;
    ${sizes[size]}
    border: 2px solid transparent;
    border-radius: ${radii.round};
    font-family: inherit;
    font-weight: ${fonts.weight.heavy};
    line-height: ${fonts.lineHeight.tight};
    text-align: center;
    text-decoration: none;
    cursor: pointer;
    transition: background-color ${motion.fast} ${motion.easing}, color ${motion.fast} ${motion.easing}, transform ${motion.fast} ${motion.easing};
    ${looks[variant]}
    &:active:not(:disabled) { transform: translateY(1px); }
    &:focus-visible { outline: 3px solid ${colors.focus}; outline-offset: 2px; }
    & > svg { flex: none; }
  `;
}
