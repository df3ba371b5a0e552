/** The look every form control shares: edge, hover, keyboard focus, error and disabled states. */
import { css } from 'styled-components';
import { colors, fonts, motion, radii } from './tokens';

/** Text-like controls (input, select, textarea); `$invalid` draws the error edge. */
export const controlCss = css<{ $invalid?: boolean }>`
  width: 100%;
  min-height: 48px;
  padding: 10px 14px;
  font: inherit;
  font-size: ${fonts.size.normal};
  color: ${colors.text};
  background: ${colors.surface};
  border: 1.5px solid ${({ $invalid }) => ($invalid ? colors.danger : colors.controlBorder)};
  border-radius: ${radii.normal};
  transition: border-color ${motion.fast} ${motion.easing}, box-shadow ${motion.fast} ${motion.easing};
  &::placeholder { color: ${colors.muted}; opacity: 1; }
  &:hover:not(:disabled) { border-color: ${({ $invalid }) => ($invalid ? colors.danger : colors.text)}; }
  &:focus-visible {
    outline: none;
    border-color: ${({ $invalid }) => ($invalid ? colors.danger : colors.focus)};
    box-shadow: 0 0 0 3px ${({ $invalid }) => ($invalid ? colors.danger : colors.focus)};
  }
  &:disabled { background: ${colors.background}; color: ${colors.muted}; cursor: not-allowed; }
`;

/** The visible keyboard focus ring for custom controls. */
export const focusRing = css`
  outline: 3px solid ${colors.focus};
  outline-offset: 2px;
`;
