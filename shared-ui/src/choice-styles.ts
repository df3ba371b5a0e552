/** The drawn box of a checkbox or radio: a real native input, restyled, so keyboard and forms work as usual. */
import { css } from 'styled-components';
import { colors, motion, radii } from './tokens';

const tick = `url("data:image/svg+xml,${encodeURIComponent(
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='white' stroke-width='3.5' stroke-linecap='round' stroke-linejoin='round'><path d='M20 6 9 17l-5-5'/></svg>",
)}")`;

/** Native checkbox or radio input drawn in the site's look. */
export const choiceInputCss = css<{ $invalid?: boolean; $round: boolean }>`
  appearance: none;
  flex: none;
  display: inline-grid;
  place-content: center;
  width: 24px;
  height: 24px;
  margin: 0;
  border: 2px solid ${({ $invalid }) => ($invalid ? colors.danger : colors.controlBorder)};
  border-radius: ${({ $round }) => ($round ? '50%' : radii.small)};
  background: ${colors.surface};
  cursor: pointer;
  transition: background-color ${motion.fast} ${motion.easing}, border-color ${motion.fast} ${motion.easing};
  &:hover:not(:disabled) { border-color: ${colors.primary}; }
  &:checked { border-color: ${colors.primary}; background: ${colors.primary}; }
  &:checked::before {
    content: '';
    ${({ $round }) =>
      $round
        ? `width: 10px; height: 10px; border-radius: 50%; background: ${colors.onColor};`
        : `width: 16px; height: 16px; background: ${tick} center / contain no-repeat;`}
  }
  &:focus-visible { outline: 3px solid ${colors.focus}; outline-offset: 2px; }
  &:disabled { opacity: 0.5; cursor: not-allowed; }
`;
