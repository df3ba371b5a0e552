/** What a slot shows when its remote failed, threw, or is slow: a short note and a Retry button. */
import styled from 'styled-components';
import { Button, colors, radii } from '@dating/shared-ui';
import { useTexts } from '@dating/remote-kit';

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 12px;
  margin: 16px auto;
  max-width: 640px;
  padding: 24px 16px;
  border: 1px dashed ${colors.border};
  border-radius: ${radii.normal};
  background: ${colors.surface};
  text-align: center;
`;

/** Why the fallback shows. */
export type FallbackReason = 'failed' | 'slow';

export function RemoteFallback({ reason, onRetry, app }: { reason: FallbackReason; onRetry: () => void; app: string }) {
  const t = useTexts();
  return (
    <Box role={reason === 'failed' ? 'alert' : 'status'} data-testid="remote-fallback" data-remote={app} data-reason={reason}>
      <span>{t(reason === 'failed' ? 'remote.failed' : 'remote.slow')}</span>
      <Button variant="secondary" onClick={onRetry} data-testid="remote-retry">
        {t('remote.retry')}
      </Button>
    </Box>
  );
}
