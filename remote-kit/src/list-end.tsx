/**
 * The end of a cursor-paged list (useCursorPages): asks the next page by itself when it scrolls
 * near, and offers "more" for the keyboard (and where there is no IntersectionObserver); a status
 * line tells screen readers what the last load did. The texts are the remote's own.
 */
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button, colors, space } from '@dating/shared-ui';
import type { CursorPagesState } from './use-cursor-pages';

/** How near (px) the list's end must scroll before the next page is asked for by itself. */
const AUTO_LOAD_MARGIN = 600;

const End = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space[2]}px;
  margin-top: ${space[4]}px;
`;

const Status = styled.p`
  margin: 0;
  color: ${colors.muted};
`;

/** What the list's end says, in the remote's words. */
export interface ListEndTexts {
  more: string;
  retry: string;
  /** After a load that found the end. */
  end: string;
  /** After a load that failed. */
  error: string;
  /** After a load that added `count` entries. */
  loaded: (count: number) => string;
}

/** The list's end: "more" (also asked by scrolling near it) and what the last load did. */
export function ListEnd({ state, texts, onPress, testId }: {
  state: CursorPagesState<unknown>;
  texts: ListEndTexts;
  /** What pressing "more" does; by default `state.more` (a list may also move focus). */
  onPress?: () => void;
  /** `<testId>` on the button, `<testId>-status` on the status line. */
  testId: string;
}) {
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

  const status = failed ? texts.error : state.added === null ? '' : hasMore ? texts.loaded(state.added) : texts.end;
  return (
    <End ref={end}>
      <Status role="status" data-testid={`${testId}-status`}>{status}</Status>
      {hasMore && (
        <Button variant="outline" onClick={onPress ?? more} loading={loading} data-testid={testId}>
          {failed ? texts.retry : texts.more}
        </Button>
      )}
    </End>
  );
}
