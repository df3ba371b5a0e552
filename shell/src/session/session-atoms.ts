/** The session's client state as jotai atoms: the member and the badge totals; the snapshot derives from both. */
import { atom } from 'jotai';
import { NO_COUNTS, type BadgeCounts, type Member, type SessionSnapshot } from '@dating/shared-contracts';

/** The logged-in member, null for a visitor. */
export const memberAtom = atom<Member | null>(null);

/** Badge totals by BadgeKey, as GET /api/counts.php last answered. */
export const countsAtom = atom<BadgeCounts>(NO_COUNTS);

/** The number of the last server event the badge totals read include (null until they are read, or without a member). */
export const countsSeqAtom = atom<number | null>(null);

/** What host props' Session.get() answers; a visitor always sees zero totals. */
export const sessionAtom = atom<SessionSnapshot>((get) => {
  const member = get(memberAtom);
  return member ? { member, credits: member.credits, counts: get(countsAtom) } : { member: null, credits: 0, counts: NO_COUNTS };
});
