/**
 * What one can do on a profile. A member: like (mf-likes' widget), send a message (mf-chat's
 * route), block, report. A visitor is asked to sign up or log in for chat, likes and gifts
 * (spec section 8): the buttons open the signup modal.
 */
import { useMemo } from 'react';
import styled from 'styled-components';
import { href } from '@dating/shared-contracts';
import { Widget, useHost, useMember, useTexts } from '@dating/remote-kit';
import { Button, Flag, Gift, MessageCircle, RouteButton, colors, fonts, space } from '@dating/shared-ui';
import { VisitorLikeButton } from '../cards/visitor-like-button';
import { BlockAction } from './block-dialog';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]}px;
`;
const Report = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 44px;
  padding: 0 12px;
  color: ${colors.muted};
  font-weight: ${fonts.weight.bold};
  &:focus-visible { outline: 3px solid ${colors.focus}; outline-offset: 2px; }
`;

/** The actions for profile `profileId` named `name`. */
export function ProfileActions({ profileId, name }: { profileId: number; name: string }) {
  const { navigation, bus } = useHost();
  const member = useMember();
  const t = useTexts();
  const likeProps = useMemo(() => ({ profileId, variant: 'profile' as const }), [profileId]);
  const reportHref = href('complaints', {}, { profile: String(profileId) });
  const report = (
    <Report
      href={reportHref}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        navigation.to('complaints', {}, { profile: String(profileId) });
      }}
      data-testid="profile-report"
    >
      <Flag size={16} aria-hidden="true" />
      {t('profile.report')}
    </Report>
  );

  if (!member) {
    const askSignup = () => bus.emit('signup:open', {});
    return (
      <div data-testid="profile-actions">
        <Row>
          <Button icon={<MessageCircle size={18} aria-hidden="true" />} onClick={askSignup} data-testid="visitor-chat">{t('profile.message')}</Button>
          <VisitorLikeButton name={name} />
          <Button variant="outline" icon={<Gift size={18} aria-hidden="true" />} onClick={askSignup} data-testid="visitor-gift">{t('profile.gift')}</Button>
        </Row>
        <p>{t('visitor.profileText')}</p>
        <Row>{report}</Row>
      </div>
    );
  }

  return (
    <div data-testid="profile-actions">
      <Row>
        <Widget name="like-button" props={likeProps} />
        <RouteButton navigation={navigation} to="members-id-chat" params={{ id: profileId }} icon={<MessageCircle size={18} aria-hidden="true" />} data-testid="profile-message">
          {t('profile.message')}
        </RouteButton>
      </Row>
      <Row>
        <BlockAction profileId={profileId} name={name} />
        {report}
      </Row>
    </div>
  );
}
