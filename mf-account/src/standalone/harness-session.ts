/** The harness's session: the real member from GET /api/user.php, with change subscriptions. */
import { NO_COUNTS, type ApiClient, type EventBus, type Member, type Session, type SessionSnapshot, type UserAnswer } from '@dating/shared-contracts';

/** A session that asks the API who is logged in; like the shell's, the only sender of 'session:changed'. */
export function createHarnessSession(api: ApiClient, bus: EventBus): Session {
  let snapshot: SessionSnapshot = { member: null, credits: 0, counts: NO_COUNTS };
  const listeners = new Set<(snapshot: SessionSnapshot) => void>();
  const set = (member: Member | null) => {
    const changed = Boolean(member) !== Boolean(snapshot.member);
    snapshot = { ...snapshot, member, credits: member?.credits ?? 0 };
    listeners.forEach((listener) => listener(snapshot));
    if (changed) bus.emit('session:changed', { loggedIn: Boolean(member) });
  };
  return {
    get: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async refresh() {
      const { user } = await api.get<UserAnswer>('/api/user.php');
      set(user);
      return snapshot;
    },
    signIn: (member) => set(member),
    async signOut() {
      await api.get('/api/logout.php').catch(() => undefined);
      set(null);
    },
  };
}
