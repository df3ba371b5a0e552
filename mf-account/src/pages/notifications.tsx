/** /notifications, the settings: e-mails, push, password, language, e-mail address, data, deletion. */
import { useTexts } from '@dating/remote-kit';
import { CardPage } from '../layout/card-page';
import { Section } from '../layout/section';
import { MailPreferences } from '../features/settings/mail-preferences';
import { PushSection } from '../features/settings/push-section';
import { PasswordChange } from '../features/settings/password-change';
import { LanguageChoice } from '../features/settings/language-choice';
import { MailChangeRequest } from '../features/settings/mail-change-request';
import { MyDataDownload } from '../features/settings/my-data-download';
import { AccountDeletion } from '../features/settings/account-deletion';

/** The settings page (member-only route). */
export function NotificationsPage() {
  const t = useTexts();
  return (
    <CardPage title={t('settings.title')} testId="settings-page" wide>
      <Section id="settings-mail" title={t('settings.mailTitle')}>
        <MailPreferences />
      </Section>
      <Section id="settings-push" title={t('settings.pushTitle')}>
        <PushSection />
      </Section>
      <Section id="settings-language" title={t('settings.languageTitle')}>
        <LanguageChoice />
      </Section>
      <Section id="settings-email" title={t('settings.emailTitle')}>
        <MailChangeRequest />
      </Section>
      <Section id="settings-password" title={t('settings.passwordTitle')}>
        <PasswordChange />
      </Section>
      <Section id="settings-data" title={t('settings.dataTitle')}>
        <MyDataDownload />
      </Section>
      <Section id="settings-delete" title={t('delete.title')} testId="settings-delete">
        <AccountDeletion />
      </Section>
    </CardPage>
  );
}
