/**
 * A list paged by keyset cursor across pages: the first page comes from the caller (usually
 * useEndpoint, so it revalidates live), the following ones are asked by cursor ("more"). Each page
 * starts strictly after the one before, so nothing shows twice. When the first page's end moves
 * (entries arrived or left), the pages loaded after it are asked again from its new cursor, so
 * nothing is skipped; an entry that moved up (to the first page) shows once, where it is newest.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

/** One page of a cursor-paged list: its entries and the cursor of the page after it (null at the end). */
export interface CursorPage<Entry> {
  entries: Entry[];
  next: string | null;
}

/** What a paged list shows and how to show more. */
export interface CursorPagesState<Entry> {
  /** Every entry loaded, in order, each key once; undefined until the first page is there. */
  entries: Entry[] | undefined;
  /** Whether another page follows the loaded ones. */
  hasMore: boolean;
  loading: boolean;
  /** The last "more" failed (it may be asked again). */
  failed: boolean;
  /** How many entries the last "more" added (for a screen-reader announcement); null before any. */
  added: number | null;
  /** Asks for the next page; does nothing while one is on its way or at the end. */
  more: () => void;
}

/** Entries of the pages in order, each key once (the first, i.e. newest, occurrence wins). */
export function uniqueByKey<Entry>(pages: Entry[][], keyOf: (entry: Entry) => number | string): Entry[] {
  const seen = new Set<number | string>();
  return pages.flat().filter((entry) => {
    const key = keyOf(entry);
    return seen.has(key) ? false : (seen.add(key), true);
  });
}

interface LaterPage<Entry> extends CursorPage<Entry> {
  /** The cursor this page was asked with. */
  after: string;
}

/**
 * The pages of one list: `first` the first page (undefined while it loads), `fetchPage` asks the
 * page after a cursor, `keyOf` names an entry (an entry is shown once). `fetchPage` should keep its
 * identity while the list is the same (useCallback). `scope` names the list where one view shows
 * several in turn (the likes' tabs): another scope starts over from its first page.
 */
export function useCursorPages<Entry>(
  first: CursorPage<Entry> | undefined,
  fetchPage: (after: string) => Promise<CursorPage<Entry>>,
  keyOf: (entry: Entry) => number | string,
  scope?: string,
): CursorPagesState<Entry> {
  const [later, setLater] = useState<LaterPage<Entry>[]>([]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [added, setAdded] = useState<number | null>(null);
  // Each chain of requests has a number; answers of a replaced chain (the first page moved) are dropped.
  const chain = useRef(0);
  const firstNext = first?.next ?? null;
  const scopeShown = useRef(scope);
  const scopeChanged = scopeShown.current !== scope;

  // Another list: start over with its first page only.
  useEffect(() => {
    if (scopeShown.current === scope) return;
    scopeShown.current = scope;
    chain.current += 1;
    setLater([]);
    setLoading(false);
    setFailed(false);
    setAdded(null);
  }, [scope]);

  // The first page's end moved: ask the loaded pages again, chained from its new cursor.
  useEffect(() => {
    if (scopeChanged || later.length === 0 || later[0]!.after === firstNext) return;
    const wanted = later.length;
    const mine = ++chain.current;
    setLoading(false);
    void (async () => {
      const pages: LaterPage<Entry>[] = [];
      let after = firstNext;
      try {
        while (after && pages.length < wanted) {
          const page = await fetchPage(after);
          pages.push({ ...page, after });
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
        setLater((pages) => [...pages, { ...page, after }]);
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
    entries: first ? uniqueByKey([first.entries, ...later.map((page) => page.entries)], keyOf) : undefined,
    hasMore: Boolean(after),
    loading,
    failed,
    added,
    more,
  };
}
