/**
 * The session as the shell and every remote see it: the current member from GET /api/user.php,
 * their credits and the badge totals, with change subscriptions (the Session of host-props.ts).
 */
import type { ApiClient, ApiFailure, EventBus, Member, Session, SessionSnapshot, UserAnswer } from '@dating/shared-contracts';
import { createStore } from '../shell/store.js';
import { fetchCounts, type Counts } from './counts.js';

export const USER_PATH = '/api/user.php';
export const LOGOUT_PATH = '/api/logout.php';

const VISITOR: SessionSnapshot = { member: null, credits: 0, unreadMessages: 0, newLikes: 0 };

/** How the store reads the badge totals (replaceable so tests can give fixed answers). */
export type CountsReader = (api: ApiClient, previous: Counts) => Promise<Counts>;

/** The shell's session: one per page. */
export class SessionStore implements Session {
  private readonly store = createStore<SessionSnapshot>(VISITOR);

  constructor(
    private readonly api: ApiClient,
    private readonly bus: EventBus,
    private readonly readCounts: CountsReader = fetchCounts,
  ) {}

  get = (): SessionSnapshot => this.store.get();

  subscribe = (listener: (snapshot: SessionSnapshot) => void): (() => void) => this.store.subscribe(listener);

  /** Refetches the member (a visitor gets null, never an error), then the badge totals. */
  refresh = async (): Promise<SessionSnapshot> => {
    const { user } = await this.api.get<UserAnswer>(USER_PATH);
    this.setMember(user);
    // The totals follow on their own: a slow chats endpoint must not hold up the member.
    void this.refreshCounts().catch(() => undefined);
    return this.get();
  };

  /** Re-reads the unread and new-like totals (after a chat was read, a like arrived…). */
  refreshCounts = async (): Promise<void> => {
    const current = this.get();
    if (!current.member) return;
    const counts = await this.readCounts(this.api, current);
    // The member may have logged out while the totals were on their way.
    if (this.get().member) this.store.set({ ...this.get(), ...counts });
  };

  /** Takes a member answer (login, language change, refetch); null means logged out. */
  setMember(member: Member | null): void {
    const previous = this.get();
    const next: SessionSnapshot = member
      ? { ...previous, member, credits: member.credits }
      : VISITOR;
    this.store.set(next);
    if (Boolean(previous.member) !== Boolean(member)) this.bus.emit('session:changed', { loggedIn: Boolean(member) });
  }

  /** A new balance reported by a remote (credits:changed). */
  setCredits(credits: number): void {
    const current = this.get();
    if (!current.member || current.credits === credits) return;
    this.store.set({ ...current, credits, member: { ...current.member, credits } });
  }

  /** The member asked to log out: end the server session, then forget the member. */
  async logout(): Promise<void> {
    await this.api.get(LOGOUT_PATH).catch(() => undefined);
    this.setMember(null);
  }

  /**
   * The server answered 403 with the auth-required flag (spec section 6): the session is gone.
   * Forget the member and tell the page; the logout call only clears a stale cookie.
   */
  endedByServer = (failure: ApiFailure): void => {
    if (!this.get().member) return;
    this.setMember(null);
    this.bus.emit('auth:required', { reason: failure.code });
    void this.api.get(LOGOUT_PATH).catch(() => undefined);
  };
}
