import { expect, test } from '@jest/globals';
import { act, renderHook, waitFor } from '@testing-library/react';
import { uniqueByKey, useCursorPages, type CursorPage } from './use-cursor-pages';

const keyOf = (entry: { id: number }) => entry.id;

test('each key shows once, where it comes first', () => {
  expect(uniqueByKey([[{ id: 3 }, { id: 1 }], [{ id: 2 }, { id: 3 }]], keyOf)).toEqual([{ id: 3 }, { id: 1 }, { id: 2 }]);
});

test('"more" appends the page after the cursor; when the first page\'s end moves, the later pages are asked again from it', async () => {
  const pages: Record<string, CursorPage<{ id: number }>> = {
    a: { entries: [{ id: 3 }], next: null },
    b: { entries: [{ id: 4 }], next: null },
  };
  const asked: string[] = [];
  const fetchPage = async (after: string) => {
    asked.push(after);
    return pages[after]!;
  };
  let first: CursorPage<{ id: number }> = { entries: [{ id: 5 }, { id: 4 }], next: 'a' };
  const { result, rerender } = renderHook(() => useCursorPages(first, fetchPage, keyOf));
  expect(result.current.hasMore).toBe(true);
  act(() => result.current.more());
  await waitFor(() => expect(result.current.entries?.map(keyOf)).toEqual([5, 4, 3]));
  expect(result.current.hasMore).toBe(false);
  expect(result.current.added).toBe(1);

  // 3 got a new entry and moved up; 4 went to the next page.
  first = { entries: [{ id: 3 }, { id: 5 }], next: 'b' };
  rerender();
  await waitFor(() => expect(result.current.entries?.map(keyOf)).toEqual([3, 5, 4]));
  expect(asked).toEqual(['a', 'b']);
});

test('another scope (a tab of the same view) starts over from its own first page', async () => {
  const fetchPage = async (after: string): Promise<CursorPage<{ id: number }>> => ({ entries: [{ id: after === 'a' ? 1 : 11 }], next: null });
  let scope = 'received';
  let first: CursorPage<{ id: number }> = { entries: [{ id: 2 }], next: 'a' };
  const { result, rerender } = renderHook(() => useCursorPages(first, fetchPage, keyOf, scope));
  act(() => result.current.more());
  await waitFor(() => expect(result.current.entries?.map(keyOf)).toEqual([2, 1]));
  scope = 'given';
  first = { entries: [{ id: 12 }], next: 'b' };
  rerender();
  await waitFor(() => expect(result.current.entries?.map(keyOf)).toEqual([12]));
  expect(result.current.hasMore).toBe(true);
  expect(result.current.added).toBeNull();
});
