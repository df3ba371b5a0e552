/** /profile: the member's photos and profile, each part with its own heading. */
import { useTexts } from '@dating/remote-kit';
import { CardPage } from '../layout/card-page';
import { Section } from '../layout/section';
import { PhotoManager } from '../features/photos/photo-manager';
import { ProfileForm } from '../features/profile/profile-form';

/** The own profile page (member-only route; the shell sends visitors to login). */
export function ProfilePage() {
  const t = useTexts();
  return (
    <CardPage title={t('profile.title')} testId="profile-page" wide>
      <Section id="photos" title={t('photos.title')}>
        <PhotoManager />
      </Section>
      <Section id="profile-details" title={t('profile.details')}>
        <ProfileForm />
      </Section>
    </CardPage>
  );
}
