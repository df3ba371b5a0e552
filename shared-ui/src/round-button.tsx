/**
 * A round 44 px icon button on a light disc: the like heart over a profile card, a photo gallery's
 * arrows. It carries only an icon, so give it an `aria-label`. Extend it (styled(RoundButton)) for
 * placement or colour.
 */
import styled from 'styled-components';
import { colors, shadows } from './tokens';

/** A round icon button (type="button" unless given another), at least the 44 px touch target. */
export const RoundButton = styled.button.attrs<{ type?: 'button' | 'submit' | 'reset' }>(({ type }) => ({ type: type ?? 'button' }))`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: ${colors.surface};
  color: ${colors.text};
  box-shadow: ${shadows.card};
  cursor: pointer;
  &:disabled { cursor: progress; }
  &:focus-visible { outline: 3px solid ${colors.focus}; outline-offset: 2px; }
`;
