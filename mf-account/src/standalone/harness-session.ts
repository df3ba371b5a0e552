/** The harness's session: the real member from GET /api/user.php, with change subscriptions. */
import type { ApiClient, Member, Session, SessionSnapshot, UserAnswer } from '@dating/shared-contracts';

/** A session that asks the API who is logged in. */
export function createHarnessSession(api: ApiClient): Session {
  let snapshot: SessionSnapshot = { member: null, credits: 0, unreadMessages: 0, newLikes: 0 };
  const listeners = new Set<(snapshot: SessionSnapshot) => void>();
  const set = (member: Member | null) => {
    snapshot = { ...snapshot, member, credits: member?.credits ?? 0 };
    listeners.forEach((listener) => listener(snapshot));
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
  };
}
