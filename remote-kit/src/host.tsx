/**
 * The host props as React context: pages, features and widgets reach the shell only through
 * these hooks. The shell provides the same context, so its components read alike.
 */
import { createContext, useCallback, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { HostProps, Member, SessionSnapshot } from '@dating/shared-contracts';

const HostContext = createContext<HostProps | null>(null);

/** Makes `host` the host props of everything below. */
export function HostProvider({ host, children }: { host: HostProps; children: ReactNode }) {
  return <HostContext.Provider value={host}>{children}</HostContext.Provider>;
}

/** The host props; only valid below a HostProvider (every remote root has one). */
export function useHost(): HostProps {
  const host = useContext(HostContext);
  if (!host) throw new Error('useHost() used outside <HostProvider> (render through defineRemote or renderRemote)');
  return host;
}

/**
 * One part of the host's session, re-rendering only when that part changes. `select` must answer
 * the same value for an unchanged part (a field of the snapshot, not a new object): a badge total
 * changing with every message or like then leaves a page that only reads the member alone.
 */
export function useSessionPart<T>(select: (snapshot: SessionSnapshot) => T): T {
  const { session } = useHost();
  const subscribe = useCallback((onChange: () => void) => session.subscribe(() => onChange()), [session]);
  const read = () => select(session.get());
  return useSyncExternalStore(subscribe, read, read);
}

/** The host's session snapshot, re-rendering whenever any of it changes (badge totals too). */
export function useSession(): SessionSnapshot {
  return useSessionPart(wholeSnapshot);
}

/** The logged-in member (null for a visitor), re-rendering when the member changes, not the badge totals. */
export function useMember(): Member | null {
  return useSessionPart(memberOf);
}

/** The member's credit balance (0 for a visitor), re-rendering when it changes. */
export function useCredits(): number {
  return useSessionPart(creditsOf);
}

const wholeSnapshot = (snapshot: SessionSnapshot) => snapshot;
const memberOf = (snapshot: SessionSnapshot) => snapshot.member;
const creditsOf = (snapshot: SessionSnapshot) => snapshot.credits;
