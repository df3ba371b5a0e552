/**
 * The deck's word when a like makes a match: who it is with and the next step, a message. Inline
 * in the deck (the likes team owns the match dialog); it stays until the next decision.
 */
import { useHost, useTexts } from '@dating/remote-kit';
import { Alert, MessageCircle, RouteLink, fonts } from '@dating/shared-ui';
import styled from 'styled-components';
import type { ProfileCard } from '@dating/shared-contracts';

const Title = styled.strong`
  display: block;
  font-size: ${fonts.size.large};
`;
const Next = styled(RouteLink)`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  font-weight: ${fonts.weight.bold};
`;

/** "It's a match" with `profile`, and the way to the conversation. */
export function MatchNote({ profile }: { profile: Pick<ProfileCard, 'id' | 'name'> }) {
  const { navigation } = useHost();
  const t = useTexts();
  return (
    <Alert kind="success" data-testid="swipe-match">
      <Title>{t('swipe.matchTitle')}</Title> {t('swipe.matchText', { name: profile.name })}{' '}
      <Next navigation={navigation} to="members-id-chat" params={{ id: String(profile.id) }} data-testid="swipe-match-message">
        <MessageCircle size={16} aria-hidden="true" /> {t('swipe.matchMessage')}
      </Next>
    </Alert>
  );
}
