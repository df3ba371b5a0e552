/**
 * The banner over members' own profile page (/members/{own id}): "this is how others see you",
 * the way to edit it, and what others do not see yet (an unconfirmed address hides the whole
 * profile; a photo waiting for review shows once approved).
 */
import styled from 'styled-components';
import type { ProfileDetail } from '@dating/shared-contracts';
import { Alert, RouteLink, space } from '@dating/shared-ui';
import { useHost, useMember, useTexts } from '@dating/remote-kit';

const Banner = styled(Alert)`
  grid-column: 1 / -1;
`;
const Title = styled.strong`
  display: block;
  margin-bottom: ${space[1]}px;
`;
const Line = styled.span`
  display: block;
`;

/** The own-profile banner; `own` is what the API says of the member's own profile. */
export function OwnPreviewBanner({ own }: { own: NonNullable<ProfileDetail['own']> }) {
  const { navigation } = useHost();
  const member = useMember();
  const t = useTexts();
  return (
    <Banner kind="info" data-testid="own-profile-preview">
      <Title>{t('ownProfile.title')}</Title>
      {!own.visible && (
        <Line data-testid="own-profile-hidden">
          {member?.status === 'not_confirmed' ? t('ownProfile.hiddenUntilConfirmed') : t('ownProfile.hidden')}
        </Line>
      )}
      {own.pending_photos > 0 && <Line data-testid="own-profile-pending">{t('ownProfile.pendingPhotos', { count: own.pending_photos })}</Line>}
      <Line>
        <RouteLink navigation={navigation} to="profile" data-testid="own-profile-edit">
          {t('ownProfile.edit')}
        </RouteLink>
      </Line>
    </Banner>
  );
}
