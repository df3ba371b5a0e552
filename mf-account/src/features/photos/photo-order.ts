/** Reordering without dragging: a photo moves one place towards the front or the back. */

/** The ids in their new order after moving `id` by `step` places (−1 front, +1 back); unchanged at an end. */
export function moved(ids: readonly number[], id: number, step: -1 | 1): number[] {
  const from = ids.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/** The URL of the rendition closest to `edge` px without being smaller (else the largest). */
export function urlFor(sizes: ReadonlyArray<{ url: string; width: number }>, edge: number): string | undefined {
  const sorted = [...sizes].sort((a, b) => a.width - b.width);
  return (sorted.find((size) => size.width >= edge) ?? sorted[sorted.length - 1])?.url;
}
