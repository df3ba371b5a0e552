/** /activate/error: the activation link failed; offer a new confirmation e-mail. */
import { Alert } from '@dating/shared-ui';
import { useErrorText, useT } from '../i18n/use-texts';
import { CardPage } from '../layout/card-page';
import { ResendActivation } from '../features/activation/resend-activation';

/** The activation-failed page. */
export function ActivateErrorPage() {
  const t = useT();
  const errorText = useErrorText();
  return (
    <CardPage title={t('activateError.title')} testId="activate-error-page">
      <Alert kind="danger">{errorText('activation_failed')}</Alert>
      <ResendActivation />
    </CardPage>
  );
}
