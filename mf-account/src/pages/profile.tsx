/** /profile: the member's photos and profile, each part with its own heading, and the way to see it as others do. */
import { RouteLink } from '@dating/shared-ui';
import { useHost, useMember, useTexts } from '@dating/remote-kit';
import { CardPage } from '../layout/card-page';
import { Section } from '../layout/section';
import { PhotoManager } from '../features/photos/photo-manager';
import { ProfileForm } from '../features/profile/profile-form';

/** The own profile page (member-only route; the shell sends visitors to login). */
export function ProfilePage() {
  const t = useTexts();
  const { navigation } = useHost();
  const member = useMember();
  return (
    <CardPage title={t('profile.title')} testId="profile-page" wide>
      {member && (
        <p>
          <RouteLink navigation={navigation} to="members-id" params={{ id: String(member.profile.id) }} data-testid="profile-preview-link">
            {t('profile.preview')}
          </RouteLink>
        </p>
      )}
      <Section id="photos" title={t('photos.title')}>
        <PhotoManager />
      </Section>
      <Section id="profile-details" title={t('profile.details')}>
        <ProfileForm />
      </Section>
    </CardPage>
  );
}
