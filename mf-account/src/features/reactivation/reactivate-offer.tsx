/**
 * The login-within-14-days offer: a login of a deleted account answers `account_reactivatable`
 * (spec section 4); the form shows this with the credentials still in hand, and
 * POST /api/reactivate.php {email, password} brings the account back and logs in.
 */
import { useState } from 'react';
import { Alert, Button } from '@dating/shared-ui';
import { isApiError } from '@dating/shared-contracts';
import { useErrorText, useHost, useTexts } from '@dating/remote-kit';

/** The offer with the reactivation button; `message` is the login's answer text. */
export function ReactivateOffer({ email, password, message }: { email: string; password: string; message: string }) {
  const { api, session, navigation } = useHost();
  const t = useTexts();
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function reactivate() {
    setBusy(true);
    setProblem(null);
    try {
      const { user } = await api.call('reactivate', { email, password });
      if (user) session.signIn(user);
      navigation.to('members', {}, undefined, { replace: true });
    } catch (error) {
      setProblem(isApiError(error) ? error.message : errorText('generic'));
      setBusy(false);
    }
  }

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
