/** /reset-password: ask for a password reset e-mail. */
import { RouteLink } from '@dating/shared-ui';
import { CardPage, LinkRow } from '../layout/card-page';
import { RequestResetForm } from '../features/password-reset/request-reset-form';
import { useHost, useTexts } from '@dating/remote-kit';

/** The reset request page. */
export function ResetPasswordPage() {
  const { navigation } = useHost();
  const t = useTexts();
  return (
    <CardPage title={t('reset.title')} testId="reset-password-page">
      <RequestResetForm />
      <LinkRow>
        <RouteLink navigation={navigation} to="login" data-testid="reset-back-to-login">
          {t('reset.backToLogin')}
        </RouteLink>
      </LinkRow>
    </CardPage>
  );
}
