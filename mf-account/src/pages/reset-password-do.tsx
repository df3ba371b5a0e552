/** /reset-password/do?token=…: set a new password with the e-mailed link. */
import { CardPage } from '../layout/card-page';
import { NewPasswordForm } from '../features/password-reset/new-password-form';
import { useHost, useTexts } from '@dating/remote-kit';

/** The new-password page. */
export function ResetPasswordDoPage() {
  const { route } = useHost();
  const t = useTexts();
  return (
    <CardPage title={t('resetDo.title')} testId="reset-password-do-page">
      <NewPasswordForm token={route.query.token ?? ''} />
    </CardPage>
  );
}
