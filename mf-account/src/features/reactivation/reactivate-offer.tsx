/**
 * The login-within-14-days offer: a login of a deleted account answers `account_reactivatable`
 * (spec section 4); the form shows this with the credentials still in hand, and
 * POST /api/reactivate.php {email, password} brings the account back and logs in.
 */
import { Alert, Button } from '@dating/shared-ui';
import { useTexts } from '@dating/remote-kit';
import { useReactivation } from './use-reactivation';

/** The offer with the reactivation button; `message` is the login's answer text. */
export function ReactivateOffer({ email, password, message }: { email: string; password: string; message: string }) {
  const t = useTexts();
  const { reactivate, busy, problem } = useReactivation({ email, password });

  return (
    <Alert kind="warning" data-testid="reactivate-offer">
      <p>{message}</p>
      {problem && <p role="alert">{problem}</p>}
      <Button onClick={() => void reactivate()} loading={busy} data-testid="reactivate-offer-submit">
        {t('deleted.reactivate')}
      </Button>
    </Alert>
  );
}
