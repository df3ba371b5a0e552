/** /reset-password: ask for a password reset e-mail. */
import { RouteLink } from '@dating/shared-ui';
import { useHost } from '../host';
import { useT } from '../i18n/use-texts';
import { CardPage, LinkRow } from '../layout/card-page';
import { RequestResetForm } from '../features/password-reset/request-reset-form';

/** The reset request page. */
export function ResetPasswordPage() {
  const { navigation } = useHost();
  const t = useT();
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
