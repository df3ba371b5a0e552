/**
 * Reactivation from the mailed link (/account-deleted?token=): the member presses the button (a
 * link preview must not bring an account back), POST /api/reactivate.php {token} logs them in.
 */
import { Alert, Button } from '@dating/shared-ui';
import { useTexts } from '@dating/remote-kit';
import { useReactivation } from './use-reactivation';

/** The reactivate button for a token; success goes to the members area. */
export function ReactivateByLink({ token }: { token: string }) {
  const t = useTexts();
  const { reactivate, busy, problem } = useReactivation({ token }, { reactivated: '1' });

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
