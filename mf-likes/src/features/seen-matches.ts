/**
 * Which matches this browser has already announced, so the 'New like!' modal shows a match once:
 * stored per member in localStorage. The first look only records the matches there are.
 */
const keyOf = (memberId: number) => `likes-seen-matches:${memberId}`;

function read(memberId: number): Set<number> | null {
  try {
    const raw = localStorage.getItem(keyOf(memberId));
    return raw === null ? null : new Set(JSON.parse(raw) as number[]);
  } catch {
    return null;
  }
}

function write(memberId: number, ids: Set<number>): void {
  try {
    localStorage.setItem(keyOf(memberId), JSON.stringify([...ids]));
  } catch {
    // Storage full or off: at worst a match is announced again.
  }
}

/** Records `ids` as announced. */
export function markMatchesSeen(memberId: number, ids: number[]): void {
  const seen = read(memberId) ?? new Set<number>();
  ids.forEach((id) => seen.add(id));
  write(memberId, seen);
}

/** The matches among `ids` not announced yet (none on the first look, which only records them). */
export function unseenMatches(memberId: number, ids: number[]): number[] {
  const seen = read(memberId);
  if (seen === null) {
    write(memberId, new Set(ids));
    return [];
  }
  return ids.filter((id) => !seen.has(id));
}
