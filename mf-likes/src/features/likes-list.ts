/**
 * One likes list across pages: the first page comes with the shared likes answer (useLikes), the
 * following pages are asked by cursor ("more"). Each page starts strictly after the one before, so
 * no entry shows twice. When the first page changes its end (likes arrived or were taken back), the
 * pages loaded after it are asked again from its new cursor: nothing is skipped, nothing repeats.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useHost } from '@dating/remote-kit';
import { LIKE_LIST_FIELDS, type LikeList, type LikedProfile, type LikesAnswer } from '@dating/shared-contracts';

/** A page loaded after the first: the cursor it was asked with, and what it answered. */
interface LaterPage {
  after: string;
  entries: LikedProfile[];
  next: string | null;
}

/** What a list shows and how to show more. */
export interface LikesListState {
  /** Every entry loaded, newest first, each profile once; undefined until the first page is there. */
  entries: LikedProfile[] | undefined;
  /** Whether another page follows the loaded ones. */
  hasMore: boolean;
  loading: boolean;
  /** The last "more" failed (the button may try again). */
  failed: boolean;
  /** How many entries the last "more" added (for the screen-reader announcement); null before any. */
  added: number | null;
  /** Asks for the next page; does nothing while one is on its way or at the end. */
  more: () => void;
}

/** Entries in order, each profile id once (the first, i.e. newest, occurrence wins). */
export function uniqueEntries(pages: LikedProfile[][]): LikedProfile[] {
  const seen = new Set<number>();
  return pages.flat().filter((entry) => (seen.has(entry.id) ? false : (seen.add(entry.id), true)));
}

export function useLikesList(list: LikeList, first: LikesAnswer | undefined): LikesListState {
  const { api } = useHost();
  const [later, setLater] = useState<LaterPage[]>([]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [added, setAdded] = useState<number | null>(null);
  // Each chain of requests has a number; answers of a replaced chain (list switched, first page moved) are dropped.
  const chain = useRef(0);
  const firstNext = first?.next[list] ?? null;

  const fetchPage = useCallback(async (after: string): Promise<LaterPage> => {
    const answer = await api.call('likes', { after });
    return { after, entries: answer[LIKE_LIST_FIELDS[list]], next: answer.next[list] };
  }, [api, list]);

  // Another tab: start over with the first page only.
  useEffect(() => {
    chain.current += 1;
    setLater([]);
    setFailed(false);
    setAdded(null);
    setLoading(false);
  }, [list]);

  // The first page's end moved: ask the loaded pages again, chained from its new cursor.
  useEffect(() => {
    if (later.length === 0 || later[0]!.after === firstNext) return;
    const wanted = later.length;
    const mine = ++chain.current;
    setLoading(false);
    void (async () => {
      const pages: LaterPage[] = [];
      let after = firstNext;
      try {
        while (after && pages.length < wanted) {
          const page = await fetchPage(after);
          pages.push(page);
          after = page.next;
        }
      } catch {
        // Keep what the new chain reached; "more" continues from there.
      }
      if (chain.current === mine) setLater(pages);
    })();
  }, [firstNext]); // eslint-disable-line react-hooks/exhaustive-deps

  const after = later.length ? later.at(-1)!.next : firstNext;

  const more = useCallback(() => {
    if (!after || loading) return;
    const mine = chain.current;
    setLoading(true);
    setFailed(false);
    fetchPage(after).then(
      (page) => {
        if (chain.current !== mine) return;
        setLater((pages) => [...pages, page]);
        setAdded(page.entries.length);
      },
      () => {
        if (chain.current === mine) setFailed(true);
      },
    ).finally(() => {
      if (chain.current === mine) setLoading(false);
    });
  }, [after, loading, fetchPage]);

  return {
    entries: first ? uniqueEntries([first[LIKE_LIST_FIELDS[list]], ...later.map((page) => page.entries)]) : undefined,
    hasMore: Boolean(after),
    loading,
    failed,
    added,
    more,
  };
}
