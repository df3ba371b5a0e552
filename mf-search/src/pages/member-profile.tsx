/**
 * /members/{id}: one profile. The gallery (locked photos blurred by the server for non-premium
 * viewers), name and age with the fictional sign and the site's fictional warning, the details,
 * and the actions. Unknown, hidden and blocked ids all answer 404: "not found" here. The member's
 * own id shows the preview: the profile as others see it under "this is how others see you",
 * without the actions meant for someone else's profile.
 */
import styled from 'styled-components';
import { isApiError } from '@dating/shared-contracts';
import { useEndpoint, useHost, useMember, usePageHead, usePageNotFound, useTexts } from '@dating/remote-kit';
import { Alert, Button, Card, EmptyState, FictionalSign, PremiumBadge, Crown, Skeleton, fonts, space, up } from '@dating/shared-ui';
import { trackingOf } from '../features/search/search-query';
import { PhotoGallery } from '../features/profile/photo-gallery';
import { ProfileActions } from '../features/profile/profile-actions';
import { ProfileDetails } from '../features/profile/profile-details';
import { OwnPreviewBanner } from '../features/profile/own-preview-banner';
import { LoginCall } from '../layout/login-call';

const Layout = styled.div`
  display: grid;
  gap: ${space[4]}px;
  width: 100%;
  max-width: 1100px;
  margin: 0 auto;
  padding: ${space[4]}px ${space[3]}px ${space[6]}px;
  ${up('lg')} { grid-template-columns: 480px 1fr; gap: ${space[6]}px; padding-top: ${space[5]}px; }
`;
const Info = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${space[3]}px;
  align-self: start;
`;
const Name = styled.h1`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]}px;
  margin: 0;
  font-size: ${fonts.size.title};
`;

/** The profile page. */
export function MemberProfilePage() {
  const { route, navigation, settings, bus } = useHost();
  const member = useMember();
  const t = useTexts();
  const id = Number(route.params.id);
  const valid = Number.isInteger(id) && id >= 1 && id <= 2_147_483_647;
  const answer = useEndpoint(valid ? 'profile' : null, { id, ...trackingOf(route.query) });
  const interests = useEndpoint('interests');
  // The tab and a shared link say whose profile this is, once the answer names them.
  const shown = answer.data?.profile;
  usePageHead(shown ? { title: t('profile.pageTitle', { name: shown.name, age: shown.age, site: settings.name }) } : null);

  const missing = !valid || (isApiError(answer.error) && answer.error.status === 404);
  usePageNotFound(missing);
  if (missing) {
    return (
      <Layout>
        <EmptyState
          title={t('profile.notFoundTitle')}
          data-testid="profile-not-found"
          action={<Button onClick={() => navigation.to('members')}>{t('profile.toSearch')}</Button>}
        >
          {t('profile.notFoundText')}
        </EmptyState>
      </Layout>
    );
  }
  if (isApiError(answer.error) && answer.error.auth_required) {
    return (
      <Layout>
        <LoginCall title={t('visitor.profileTitle')} />
      </Layout>
    );
  }
  if (answer.error) {
    return (
      <Layout>
        <Alert kind="danger" data-testid="profile-error">
          {answer.error instanceof Error ? answer.error.message : t('search.failed')}{' '}
          <Button variant="link" onClick={() => void answer.mutate()}>{t('common.retry')}</Button>
        </Alert>
      </Layout>
    );
  }
  const profile = answer.data?.profile;
  if (!profile) {
    return (
      <Layout aria-busy="true">
        <Skeleton shape="block" ratio="3 / 4" />
        <Skeleton width="60%" />
      </Layout>
    );
  }

  const unlock = () => (member ? navigation.to('premium') : bus.emit('signup:open', {}));
  return (
    <Layout data-testid="profile-page">
      {profile.own && <OwnPreviewBanner own={profile.own} />}
      <PhotoGallery photos={profile.photos} name={profile.name} premiumProfile={profile.premium} onUnlock={unlock} />
      <Info>
        <Name data-testid="profile-name">
          {t('profile.nameAge', { name: profile.name, age: profile.age })}
          {profile.fictional && (
            <FictionalSign icon={settings.fictional_icon || undefined} label={settings.fictional_singular} size={22} data-testid="profile-fictional-sign" />
          )}
          {profile.premium && (
            <PremiumBadge>
              <Crown size={14} aria-hidden="true" />
              {t('photo.premium')}
            </PremiumBadge>
          )}
        </Name>
        {profile.fictional && settings.fictional_warning && (
          <Alert kind="warning" data-testid="profile-fictional-warning">{settings.fictional_warning}</Alert>
        )}
        {!member && profile.photos.some((photo) => photo.locked) && <p>{t('visitor.photosText')}</p>}
        {!profile.own && <ProfileActions profileId={profile.id} name={profile.name} />}
        <ProfileDetails profile={profile} interests={interests.data?.interests} />
      </Info>
    </Layout>
  );
}
