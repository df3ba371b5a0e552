/**
 * The one owner of the session: the member and the badge totals live in jotai atoms of the page
 * store, and this object is the host props' Session over them, so every app hears a change through
 * `subscribe`. Login and signup hand it their answer's member (signIn), so the member is never
 * fetched twice.
 */
import { NO_COUNTS } from '@dating/shared-contracts';
import type { ApiClient, ApiFailure, BadgeCounts, EventBus, Member, Session, SessionSnapshot } from '@dating/shared-contracts';
import type { PageStore } from '../shell/page-store.js';
import { countsAtom, countsSeqAtom, memberAtom, sessionAtom } from './session-atoms.js';
import { fetchCounts, type CountsRead } from './counts.js';

/** The swr key of the member refetch (the current-user endpoint's path). */
export const USER_PATH = '/api/user.php';

/** The shell's session: the host props' Session plus what only the shell does with it. */
export interface ShellSession extends Session {
  /** Takes a member answer (refetch, language change); null means logged out. */
  setMember(member: Member | null): void;
  /** A new balance learnt without a member answer (e.g. from a server event). */
  setCredits(credits: number): void;
  /** Re-reads the badge totals (at start, after the event stream started over); a visitor's stay zero. */
  refreshCounts(): Promise<BadgeCounts>;
  /** Takes new totals a server event carried (only the badges it names change). */
  mergeCounts(counts: Partial<BadgeCounts>): void;
  /** The number of the last server event the totals read include (null before the first read): the stream goes on after it. */
  countsSeq(): number | null;
  /** The server answered 403 with the auth-required flag: the session is gone. */
  endedByServer(failure: ApiFailure): void;
}

export interface ShellSessionDeps {
  api: ApiClient;
  bus: EventBus;
  store: PageStore;
  /** How the totals are read (GET /api/counts.php). */
  readCounts?(api: ApiClient): Promise<CountsRead>;
}

/** Whether two API records (a member, badge totals) hold the same values; keys in another order only count as a change (a render more, never one less). */
function sameRecord(a: unknown, b: unknown): boolean {
  return a === b || (a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b));
}

export function createShellSession({ api, bus, store, readCounts = fetchCounts }: ShellSessionDeps): ShellSession {
  // Bumped at every sign-in and sign-out: an answer that left before it must not undo it
  // (a refetch that set off as a visitor and lands just after the login).
  let generation = 0;

  const get = (): SessionSnapshot => store.get(sessionAtom);

  // A refetch answers a new object every time (5 s after start, then every minute, on focus);
  // keeping the one held when nothing in it changed leaves every reader of the member alone.
  const setMember = (member: Member | null): void => {
    if (!sameRecord(store.get(memberAtom), member)) store.set(memberAtom, member);
  };

  const forget = () => {
    generation += 1;
    store.set(countsSeqAtom, null);
    store.set(countsAtom, NO_COUNTS);
    setMember(null);
  };

  const session: ShellSession = {
    get,
    subscribe(listener) {
      return store.sub(sessionAtom, () => listener(get()));
    },
    async refresh() {
      const started = generation;
      // A visitor gets null from the user endpoint, never an error.
      const { user } = await api.call('currentUser');
      if (started === generation) setMember(user);
      return get();
    },
    signIn(member) {
      generation += 1;
      // Another member's totals must not show while this one's are read.
      if (store.get(memberAtom)?.id !== member.id) {
        store.set(countsAtom, NO_COUNTS);
        store.set(countsSeqAtom, null);
      }
      setMember(member);
    },
    async signOut() {
      await api.call('logout').catch(() => undefined);
      forget();
    },
    setMember,
    setCredits(credits) {
      const member = store.get(memberAtom);
      if (!member || member.credits === credits) return;
      store.set(memberAtom, { ...member, credits });
    },
    async refreshCounts() {
      if (!store.get(memberAtom)) return get().counts;
      const started = generation;
      const { counts, seq } = await readCounts(api);
      // The member may have logged out (or another one in) while the totals were on their way.
      if (started === generation && store.get(memberAtom)) {
        if (!sameRecord(store.get(countsAtom), counts)) store.set(countsAtom, counts);
        store.set(countsSeqAtom, seq);
      }
      return get().counts;
    },
    mergeCounts(counts) {
      if (!store.get(memberAtom)) return;
      const current = store.get(countsAtom);
      const next = { ...current };
      for (const [key, value] of Object.entries(counts) as [keyof BadgeCounts, number][]) {
        if (key in current && Number.isInteger(value) && value >= 0) next[key] = value;
      }
      if (!sameRecord(current, next)) store.set(countsAtom, next);
    },
    countsSeq: () => store.get(countsSeqAtom),
    endedByServer(failure) {
      if (!store.get(memberAtom)) return;
      forget();
      bus.emit('auth:required', { reason: failure.code });
      // Only clears a stale cookie; the member is already forgotten.
      void api.call('logout').catch(() => undefined);
    },
  };
  return session;
}
