/**
 * The in-process domain event bus: a domain announces what happened (`member.blocked`), and every
 * domain that keeps rows about it reacts on its own (likes, chat), so the announcing domain never
 * knows its listeners. Handlers run one after another and are awaited: when `emit` resolves,
 * every domain has done its part (or the first failure is thrown to the caller).
 */

/** Every domain event and its payload. */
export interface DomainEvents {
  /** A member blocked a profile: the two must no longer share likes or conversations. */
  'member.blocked': {
    blockerMemberId: number;
    /** The blocker's own profile (null when the member has none). */
    blockerProfileId: number | null;
    blockedProfileId: number;
    /** The member behind the blocked profile (null for a fictional profile). */
    blockedMemberId: number | null;
  };
  /** A member opened a profile page (the likes domain marks that profile's like as seen). */
  'profile.viewed': {
    viewerMemberId: number;
    /** The viewer's own profile (null when the member has none). */
    viewerProfileId: number | null;
    profileId: number;
  };
  /** A member confirmed the e-mail address (emitted after the commit): the chat domain delivers the messages it held. */
  'member.confirmed': { memberId: number };
  /** A member lifted a block. */
  'member.unblocked': { blockerMemberId: number; blockedProfileId: number };
  /**
   * A ledger entry changed a member's credits. Emitted after its transaction commits (so nothing
   * can fail it any more): its handlers only drop what they cached of the member.
   */
  'credits.changed': { memberId: number; credits: number };
}

/** Name of a domain event. */
export type DomainEventName = keyof DomainEvents;
/** Reacts to one event; a domain's handler removes or changes only its own rows. */
export type DomainEventHandler<N extends DomainEventName> = (payload: DomainEvents[N]) => Promise<void>;

export function createDomainEvents() {
  const handlers = new Map<DomainEventName, DomainEventHandler<never>[]>();

  return {
    /** Registers a handler; returns a function that removes it again. */
    on<N extends DomainEventName>(name: N, handler: DomainEventHandler<N>): () => void {
      const list = handlers.get(name) ?? [];
      list.push(handler as DomainEventHandler<never>);
      handlers.set(name, list);
      return () => {
        const current = handlers.get(name) ?? [];
        handlers.set(name, current.filter((h) => h !== handler));
      };
    },

    /** Runs every handler of the event, in registration order. */
    async emit<N extends DomainEventName>(name: N, payload: DomainEvents[N]): Promise<void> {
      for (const handler of handlers.get(name) ?? []) await (handler as DomainEventHandler<N>)(payload);
    },
  };
}
/** The bus every domain gets from the composition root. */
export type DomainEventBus = ReturnType<typeof createDomainEvents>;
