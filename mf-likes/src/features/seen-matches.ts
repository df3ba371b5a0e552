/**
 * Which matches this browser has already announced, so the 'New like!' modal shows a match once:
 * stored per member in localStorage. The first look records the matches made before the page opened.
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

/** A match as the likes answer carries it: the profile and when the match was made (the later like, ISO). */
export interface MatchSeen {
  id: number;
  liked_at: string;
}

/** When this page was opened (ms since the epoch): matches made since belong to this visit. */
const pageOpenedAt = () => (typeof performance === 'undefined' ? Date.now() : performance.timeOrigin);

/**
 * The matches not announced yet. The first look in a browser records those made before the page
 * was opened without announcing them; one made since (the member liked back before the companion
 * first looked, which starts after the page has rendered) is announced.
 */
export function unseenMatches(memberId: number, matches: readonly MatchSeen[], openedAt = pageOpenedAt()): number[] {
  const seen = read(memberId);
  if (seen === null) {
    const before = matches.filter((match) => !(Date.parse(match.liked_at) >= openedAt));
    write(memberId, new Set(before.map((match) => match.id)));
    return matches.filter((match) => !before.includes(match)).map((match) => match.id);
  }
  return matches.filter((match) => !seen.has(match.id)).map((match) => match.id);
}
