/** /reset-password/do?token=…: set a new password with the e-mailed link. */
import { useHost } from '../host';
import { useT } from '../i18n/use-texts';
import { CardPage } from '../layout/card-page';
import { NewPasswordForm } from '../features/password-reset/new-password-form';

/** The new-password page. */
export function ResetPasswordDoPage() {
  const { route } = useHost();
  const t = useT();
  return (
    <CardPage title={t('resetDo.title')} testId="reset-password-do-page">
      <NewPasswordForm token={route.query.token ?? ''} />
    </CardPage>
  );
}
