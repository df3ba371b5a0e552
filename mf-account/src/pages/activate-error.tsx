/**
 * /activate/error: the activation link failed; offer a new confirmation e-mail. A member whose
 * account is confirmed already sees only that (never an error beside it) and the way on.
 */
import { Alert } from '@dating/shared-ui';
import { CardPage } from '../layout/card-page';
import { ResendActivation } from '../features/activation/resend-activation';
import { useErrorText, useMember, useTexts } from '@dating/remote-kit';
import { ActivateDonePage } from './activate-done';

/** The activation-failed page. */
export function ActivateErrorPage() {
  const t = useTexts();
  const errorText = useErrorText();
  const member = useMember();
  if (member && member.status !== 'not_confirmed') return <ActivateDonePage already />;
  return (
    <CardPage title={t('activateError.title')} testId="activate-error-page">
      <Alert kind="danger">{errorText('activation_failed')}</Alert>
      <ResendActivation />
    </CardPage>
  );
}
