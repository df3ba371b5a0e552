/**
 * Reactivation from the mailed link (/account-deleted?token=): the member presses the button (a
 * link preview must not bring an account back), POST /api/reactivate.php {token} logs them in.
 */
import { useState } from 'react';
import { Alert, Button } from '@dating/shared-ui';
import { isApiError } from '@dating/shared-contracts';
import { useErrorText, useHost, useTexts } from '@dating/remote-kit';

/** The reactivate button for a token; success goes to the members area. */
export function ReactivateByLink({ token }: { token: string }) {
  const { api, session, navigation } = useHost();
  const t = useTexts();
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function reactivate() {
    setBusy(true);
    setProblem(null);
    try {
      const { user } = await api.call('reactivate', { token });
      if (user) session.signIn(user);
      navigation.to('members', {}, { reactivated: '1' }, { replace: true });
    } catch (error) {
      setProblem(isApiError(error) ? error.message : errorText('generic'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div data-testid="reactivate-link">
      <p>{t('deleted.linkIntro')}</p>
      {problem && (
        <Alert kind="danger" data-testid="reactivate-problem">
          {problem}
        </Alert>
      )}
      <Button onClick={() => void reactivate()} loading={busy} data-testid="reactivate-submit">
        {t('deleted.reactivate')}
      </Button>
    </div>
  );
}
