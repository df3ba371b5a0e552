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

/** The host's session snapshot, re-rendering whenever the session changes. */
export function useSession(): SessionSnapshot {
  const { session } = useHost();
  const subscribe = useCallback((onChange: () => void) => session.subscribe(() => onChange()), [session]);
  return useSyncExternalStore(subscribe, session.get, session.get);
}

/** The logged-in member (null for a visitor), re-rendering when the session changes. */
export function useMember(): Member | null {
  return useSession().member;
}
