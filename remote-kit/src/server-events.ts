/**
 * Live data for remotes: `useServerEvent(name, handler)` listens to one server event of the
 * shell's stream (one per browser; host props `serverEvents`), and `useRevalidate()` gives
 * `revalidate(name)`, which asks every cached answer of a reading endpoint again (the answers
 * `useEndpoint` shares through swr), e.g. `useServerEvent('like.received', () => revalidate('likes'))`.
 * A remote never reads swr's keys itself. Under a shell without server events a remote hears
 * nothing and works as before.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';
import type { EndpointCallArgs, ServerEventHandler, ServerEventName } from '@dating/shared-contracts';
import { useHost } from './host';
import { endpointKey, type ReadingEndpoint } from './use-endpoint';

/** Calls `handler` for every server event `name` while the component is mounted (the latest handler, without re-subscribing). */
export function useServerEvent<N extends ServerEventName>(name: N, handler: ServerEventHandler<N>): void {
  const { serverEvents } = useHost();
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => serverEvents?.on(name, (payload, event) => latest.current(payload, event)), [serverEvents, name]);
}

/** Calls `handler` when the stream started over (events may have been missed: read state again). */
export function useServerResync(handler: () => void): void {
  const { serverEvents } = useHost();
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => serverEvents?.onResync(() => latest.current()), [serverEvents]);
}

/** Asks the cached answers of endpoint `name` again: all of them, or the one of this input. */
export type Revalidate = <N extends ReadingEndpoint>(name: N, ...input: EndpointCallArgs<N> | []) => Promise<unknown>;

/**
 * `revalidate(name, input?)` over the swr cache this component reads from (on the site, the one
 * cache every remote shares): every component showing those answers re-renders with the new one.
 */
export function useRevalidate(): Revalidate {
  const { mutate } = useSWRConfig();
  return useCallback<Revalidate>((name, ...input) => {
    // One argument only: swr then asks again and keeps what it shows until the answer comes.
    if (input.length) return mutate(endpointKey(name, input[0]));
    return mutate((key) => Array.isArray(key) && key[0] === 'endpoint' && key[1] === name);
  }, [mutate]);
}
