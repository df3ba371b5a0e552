/**
 * A member without a photo, in a photo's frame: the initials Avatar the rest of the site shows for
 * them (top bar, chats, like popup), centred. In the flow, not laid over the frame, so a badge on
 * the frame stays on top. Search and likes cards and the profile page's gallery show it.
 */
import styled from 'styled-components';
import { Avatar } from './avatar';
import { colors } from './tokens';

const StandIn = styled.div<{ $onPage: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 100%;
  /* Set off from what is around it: the page's grey inside a card, a card's white on the page. */
  background: ${({ $onPage }) => ($onPage ? colors.surface : colors.background)};
`;

/** Props of PhotoStandIn. */
export interface PhotoStandInProps {
  /** The member's name: the initials' source. */
  name: string;
  /** What the frame shows, for assistive technology ("Anna has no photo yet"); without it the stand-in only decorates. */
  label?: string;
  /** The frame stands on the page itself (a profile's gallery), not inside a card. */
  onPage?: boolean;
  'data-testid'?: string;
}

/** The initials in place of a missing photo. */
export function PhotoStandIn({ name, label, onPage = false, 'data-testid': testId }: PhotoStandInProps) {
  return (
    <StandIn $onPage={onPage} role={label ? 'img' : undefined} aria-label={label} data-testid={testId}>
      <Avatar name={name} size={120} decorative />
    </StandIn>
  );
}
