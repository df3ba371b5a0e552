/** A banner while offline, and a short "back online" note when the connection returns. */
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { colors, zIndex } from '@dating/shared-ui';
import { useOnline } from './online.js';
import { useTexts } from '@dating/remote-kit';

/** How long the "back online" note stays (ms). */
export const BACK_ONLINE_NOTE_MS = 4_000;

const Banner = styled.div<{ $online: boolean }>`
  position: fixed;
  left: 50%;
  bottom: 16px;
  transform: translateX(-50%);
  z-index: ${zIndex.toast};
  max-width: calc(100% - 32px);
  padding: 8px 16px;
  border-radius: 999px;
  color: ${colors.onColor};
  background: ${({ $online }) => ($online ? colors.success : colors.text)};
  box-shadow: 0 4px 16px rgba(15, 20, 30, 0.25);
  text-align: center;
`;

export function OnlineIndicator() {
  const online = useOnline();
  const t = useTexts();
  const [backOnline, setBackOnline] = useState(false);
  const wasOffline = useRef(!online);

  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
      setBackOnline(false);
      return;
    }
    if (!wasOffline.current) return;
    wasOffline.current = false;
    setBackOnline(true);
    const timer = setTimeout(() => setBackOnline(false), BACK_ONLINE_NOTE_MS);
    return () => clearTimeout(timer);
  }, [online]);

  return (
    <div role="status" aria-live="polite" data-testid="connection-status" data-online={online}>
      {!online && <Banner $online={false}>{t('status.offline')}</Banner>}
      {online && backOnline && <Banner $online>{t('status.online')}</Banner>}
    </div>
  );
}
