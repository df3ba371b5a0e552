/**
 * What a slot shows when its remote failed, threw, or is slow: the empty-state illustration, a
 * short note and a Retry button; inside a card or a button row (compact) only the button.
 */
import { Button, CircleAlert, EmptyState } from '@dating/shared-ui';
import { useTexts } from '@dating/remote-kit';

/** Why the fallback shows. */
export type FallbackReason = 'failed' | 'slow';

export function RemoteFallback({ reason, onRetry, app, compact = false }: { reason: FallbackReason; onRetry: () => void; app: string; compact?: boolean }) {
  const t = useTexts();
  const note = t(reason === 'failed' ? 'remote.failed' : 'remote.slow');
  const role = reason === 'failed' ? 'alert' : 'status';
  if (compact) {
    // Inside a card or a button row a box would swamp the page: the note becomes the button's name.
    return (
      <span role={role} data-testid="remote-fallback" data-remote={app} data-reason={reason}>
        <Button variant="ghost" size="small" icon={<CircleAlert size={18} aria-hidden="true" />} aria-label={`${note} ${t('remote.retry')}`} title={note} onClick={onRetry} data-testid="remote-retry">
          {t('remote.retry')}
        </Button>
      </span>
    );
  }
  return (
    <div role={role} data-testid="remote-fallback" data-remote={app} data-reason={reason}>
      <EmptyState
        compact
        title={note}
        action={
          <Button onClick={onRetry} data-testid="remote-retry">
            {t('remote.retry')}
          </Button>
        }
      />
    </div>
  );
}
