/**
 * The chat list's end: asks the next page by itself when it scrolls near, and offers "more" for
 * the keyboard (and when the observer is not there); a status line tells screen readers what the
 * last load did.
 */
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useTexts, type CursorPagesState } from '@dating/remote-kit';
import { Button, colors } from '@dating/shared-ui';

/** How near (px) the list's end must scroll before the next page is asked for by itself. */
const AUTO_LOAD_MARGIN = 600;

const End = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
`;

const Status = styled.p`
  margin: 0;
  color: ${colors.muted};
`;

export function ListEnd({ state }: { state: CursorPagesState<unknown> }) {
  const t = useTexts();
  const end = useRef<HTMLDivElement>(null);
  const { hasMore, loading, failed, more } = state;

  useEffect(() => {
    const element = end.current;
    if (!element || !hasMore || failed || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((seen) => {
      // Focus on "more" means a keyboard user: their Enter loads, not the scrolling that focus caused.
      if (element.contains(document.activeElement)) return;
      if (seen.some((entry) => entry.isIntersecting)) more();
    }, { rootMargin: `${AUTO_LOAD_MARGIN}px` });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, failed, more]);

  const status = failed ? t('list.more.error')
    : state.added === null ? ''
      : hasMore ? t('list.more.loaded', { count: state.added }) : t('list.more.end');
  return (
    <End ref={end}>
      <Status role="status" data-testid="chats-more-status">{status}</Status>
      {hasMore && (
        <Button variant="outline" onClick={more} loading={loading} data-testid="chats-more">
          {failed ? t('retry') : t('list.more')}
        </Button>
      )}
    </End>
  );
}
