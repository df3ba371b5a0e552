/**
 * The staff bar's live queue counts: read (GET /api/staff-queues.php) when a staff member is
 * logged in, and again whenever the staff stream says a queue moved or started over. Events that
 * come while a read is under way lead to one read after it, not one each.
 */
import { useEffect, useState } from 'react';
import { STAFF_EVENT_NAMES, type StaffQueuesAnswer } from '@dating/shared-contracts';
import { useServices } from '../shell/services.js';

/** Items waiting per queue, for the queues the staff member's role works. */
export type QueueCounts = StaffQueuesAnswer['queues'];

export function useQueueCounts(staffId: number | null): QueueCounts {
  const { api, staffEvents } = useServices();
  const [counts, setCounts] = useState<QueueCounts>({});
  useEffect(() => {
    if (staffId === null) {
      setCounts({});
      return undefined;
    }
    let live = true;
    let reading = false;
    let again = false;
    const read = () => {
      if (reading) {
        again = true;
        return;
      }
      reading = true;
      api.call('staffQueues').then(
        (answer) => live && setCounts(answer.queues),
        () => undefined,
      ).finally(() => {
        reading = false;
        if (live && again) {
          again = false;
          read();
        }
      });
    };
    read();
    const stops = [...STAFF_EVENT_NAMES.map((name) => staffEvents.on(name, read)), staffEvents.onResync(read)];
    return () => {
      live = false;
      stops.forEach((stop) => stop());
    };
  }, [api, staffEvents, staffId]);
  return counts;
}
