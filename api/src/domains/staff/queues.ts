/**
 * The console's queues with a live count (STAFF_QUEUES): the domain that owns a queue registers
 * how to count it, so a new queue never edits this file; the staff bar asks for the counts of the
 * queues the staff member's role works, and reads them again when the staff stream says one moved.
 */
import { STAFF_QUEUES, staffRolePasses, type StaffQueue, type StaffQueuesAnswer, type StaffRole } from '@dating/shared-contracts';

/** Counts what waits in one queue. */
export type QueueCounter = () => Promise<number>;

export function createStaffQueues() {
  const counters = new Map<StaffQueue, QueueCounter>();
  return {
    /** Makes `counter` the count of queue `queue`; one owner per queue. */
    registerQueue(queue: StaffQueue, counter: QueueCounter): void {
      if (counters.has(queue)) throw new Error(`The ${queue} queue already has a counter`);
      counters.set(queue, counter);
    },

    /** How many items wait in each registered queue that `role` works. */
    async queueCounts(role: StaffRole): Promise<StaffQueuesAnswer['queues']> {
      const worked = [...counters].filter(([queue]) => staffRolePasses(role, STAFF_QUEUES[queue]));
      const values = await Promise.all(worked.map(([, counter]) => counter()));
      return Object.fromEntries(worked.map(([queue], index) => [queue, values[index]]));
    },
  };
}
