/**
 * This tab's listeners of staff events: the staff bar's counts and the console's pages (host props
 * `staffEvents`, the kit's useStaffEvents). The staff layout feeds it from the one staff stream it
 * opens while a staff member is logged in (staff-stream.ts). A listener that throws does not stop the others.
 */
import type { StaffEventName, StaffEvents } from '@dating/shared-contracts';
import { runListener } from '../live/run-listener.js';

export interface StaffEventHub extends StaffEvents {
  /** Hands one received event to its listeners. */
  dispatch(name: StaffEventName): void;
  /** Tells the resync listeners that the stream started over. */
  resync(): void;
}


export function createStaffEventHub(): StaffEventHub {
  const listeners = new Map<StaffEventName, Set<() => void>>();
  const resyncListeners = new Set<() => void>();
  return {
    on(name, handler) {
      const set = listeners.get(name) ?? new Set();
      set.add(handler);
      listeners.set(name, set);
      return () => void set.delete(handler);
    },
    onResync(handler) {
      resyncListeners.add(handler);
      return () => void resyncListeners.delete(handler);
    },
    dispatch(name) {
      for (const handler of [...(listeners.get(name) ?? [])]) runListener(handler, 'staff event');
    },
    resync() {
      for (const handler of [...resyncListeners]) runListener(handler, 'staff event');
    },
  };
}
