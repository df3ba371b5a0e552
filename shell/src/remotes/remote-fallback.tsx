/** What a slot shows when its remote failed, threw, or is slow: a short note and a Retry button. */
import styled from 'styled-components';
import { Button, CircleAlert, colors, radii, space } from '@dating/shared-ui';
import { useTexts } from '@dating/remote-kit';

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${space[3]}px;
  margin: ${space[4]}px auto;
  max-width: 640px;
  padding: ${space[5]}px ${space[4]}px;
  border: 1.5px dashed ${colors.controlBorder};
  border-radius: ${radii.large};
  background: ${colors.surface};
  text-align: center;
  & > svg { color: ${colors.primary}; flex: none; }
`;

/** Why the fallback shows. */
export type FallbackReason = 'failed' | 'slow';

export function RemoteFallback({ reason, onRetry, app, compact = false }: { reason: FallbackReason; onRetry: () => void; app: string; compact?: boolean }) {
  const t = useTexts();
  if (compact) {
    // Inside a card or a button row a box would swamp the page: the note becomes the button's name.
    const note = t(reason === 'failed' ? 'remote.failed' : 'remote.slow');
    return (
      <span role={reason === 'failed' ? 'alert' : 'status'} data-testid="remote-fallback" data-remote={app} data-reason={reason}>
        <Button variant="ghost" size="small" icon={<CircleAlert size={18} aria-hidden="true" />} aria-label={`${note} ${t('remote.retry')}`} title={note} onClick={onRetry} data-testid="remote-retry">
          {t('remote.retry')}
        </Button>
      </span>
    );
  }
  return (
    <Box role={reason === 'failed' ? 'alert' : 'status'} data-testid="remote-fallback" data-remote={app} data-reason={reason}>
      <CircleAlert size={24} aria-hidden="true" />
      <span>{t(reason === 'failed' ? 'remote.failed' : 'remote.slow')}</span>
      <Button onClick={onRetry} data-testid="remote-retry">
        {t('remote.retry')}
      </Button>
    </Box>
  );
}
