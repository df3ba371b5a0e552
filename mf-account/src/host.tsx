/** The host props as React context: pages and features reach the shell only through these hooks. */
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { HostProps, Member } from '@dating/shared-contracts';

/** The host props of the mounted app. */
export const HostContext = createContext<HostProps | null>(null);

/** The host props; only valid inside the app's providers. */
export function useHost(): HostProps {
  const host = useContext(HostContext);
  if (!host) throw new Error('useHost() used outside <AccountProviders>');
  return host;
}

/** The logged-in member (null for a visitor), re-rendering when the session changes. */
export function useMember(): Member | null {
  const { session } = useHost();
  const subscribe = useCallback((onChange: () => void) => session.subscribe(() => onChange()), [session]);
  return useSyncExternalStore(subscribe, () => session.get().member);
}
