/** /activate/error: the activation link failed; offer a new confirmation e-mail. */
import { Alert } from '@dating/shared-ui';
import { CardPage } from '../layout/card-page';
import { ResendActivation } from '../features/activation/resend-activation';
import { useErrorText, useTexts } from '@dating/remote-kit';

/** The activation-failed page. */
export function ActivateErrorPage() {
  const t = useTexts();
  const errorText = useErrorText();
  return (
    <CardPage title={t('activateError.title')} testId="activate-error-page">
      <Alert kind="danger">{errorText('activation_failed')}</Alert>
      <ResendActivation />
    </CardPage>
  );
}
