/**
 * One likes list across pages: the first page comes with the shared likes answer (useLikes), the
 * following pages are asked by cursor through the kit's useCursorPages (nothing repeats, nothing
 * is skipped when likes arrive or are taken back); each tab is a list of its own.
 */
import { useCallback } from 'react';
import { useCursorPages, useHost, type CursorPagesState } from '@dating/remote-kit';
import { LIKE_LIST_FIELDS, type LikeList, type LikedProfile, type LikesAnswer } from '@dating/shared-contracts';

/** What a likes list shows and how to show more. */
export type LikesListState = CursorPagesState<LikedProfile>;

const keyOf = (entry: LikedProfile) => entry.id;

export function useLikesList(list: LikeList, answer: LikesAnswer | undefined): LikesListState {
  const { api } = useHost();
  const fetchPage = useCallback(async (after: string) => {
    const page = await api.call('likes', { after });
    return { entries: page[LIKE_LIST_FIELDS[list]], next: page.next[list] };
  }, [api, list]);
  const first = answer && { entries: answer[LIKE_LIST_FIELDS[list]], next: answer.next[list] };
  return useCursorPages(first, fetchPage, keyOf, list);
}
