/**
 * The staff member's one event stream (GET /api/staff-events.php) while the staff layout shows
 * them: each declared staff event goes to the tab's staff hub. Every connection begins with
 * `ready` (the browser reconnects on its own after a break); what was read before it may have
 * missed events, so the hub's listeners read again then, and on a reset. The page says when the
 * stream is open (`data-staff-stream`), for journeys and developers.
 */
import { useEffect } from 'react';
import { ENDPOINT_ROUTES, STAFF_EVENT_NAMES, STREAM_READY, STREAM_RESET } from '@dating/shared-contracts';
import type { StaffEventHub } from './staff-event-hub.js';

export function useStaffStream(hub: StaffEventHub, staffId: number | null): void {
  useEffect(() => {
    if (staffId === null || typeof EventSource === 'undefined') return undefined;
    const source = new EventSource(ENDPOINT_ROUTES.staffEvents.path, { withCredentials: true });
    for (const name of STAFF_EVENT_NAMES) source.addEventListener(name, () => hub.dispatch(name));
    source.addEventListener(STREAM_READY, () => {
      document.documentElement.dataset.staffStream = 'open';
      hub.resync();
    });
    source.addEventListener(STREAM_RESET, () => hub.resync());
    source.addEventListener('error', () => delete document.documentElement.dataset.staffStream);
    return () => {
      source.close();
      delete document.documentElement.dataset.staffStream;
    };
  }, [hub, staffId]);
}
