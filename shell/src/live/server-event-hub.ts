/**
 * This tab's listeners of server events: the shell's own and the remotes' (host props
 * `serverEvents`, the kit's useServerEvent). A listener that throws does not stop the others (run-listener.ts).
 */
import type { ReceivedServerEvent, ServerEventHandler, ServerEventName, ServerEvents } from '@dating/shared-contracts';
import { runListener } from './run-listener.js';

export interface ServerEventHub extends ServerEvents {
  /** Hands one received event to its listeners. */
  dispatch(seq: number, name: ServerEventName, payload: unknown): void;
  /** Tells the resync listeners that the stream started over. */
  resync(): void;
}


export function createServerEventHub(): ServerEventHub {
  const listeners = new Map<ServerEventName, Set<ServerEventHandler<never>>>();
  const resyncListeners = new Set<() => void>();
  return {
    on(name, handler) {
      const set = listeners.get(name) ?? new Set();
      set.add(handler as ServerEventHandler<never>);
      listeners.set(name, set);
      return () => set.delete(handler as ServerEventHandler<never>);
    },
    onResync(handler) {
      resyncListeners.add(handler);
      return () => resyncListeners.delete(handler);
    },
    dispatch(seq, name, payload) {
      const event = { seq, name, payload } as ReceivedServerEvent;
      for (const handler of [...(listeners.get(name) ?? [])]) runListener(() => (handler as ServerEventHandler<ServerEventName>)(event.payload as never, event as never), 'server event');
    },
    resync() {
      for (const handler of [...resyncListeners]) runListener(handler, 'server event');
    },
  };
}
