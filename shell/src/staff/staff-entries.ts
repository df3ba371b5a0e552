/** The console's navigation: each queue or page with the staff role it needs (an admin passes every role). */
import type { RouteName, StaffQueue, StaffRole } from '@dating/shared-contracts';
import type { StaffTextKey } from './texts/index.js';

/** One entry of the staff bar. */
export interface StaffEntry {
  route: RouteName;
  text: StaffTextKey;
  role: StaffRole;
  /** The live count shown beside it, by queue name, when the queue reports one. */
  queue?: StaffQueue;
}

export const STAFF_ENTRIES: readonly StaffEntry[] = [
  { route: 'console-conversations', text: 'staff.conversations', role: 'operator', queue: 'conversations' },
  { route: 'console-photos', text: 'staff.photos', role: 'moderator', queue: 'photos' },
  { route: 'console-complaints', text: 'staff.complaints', role: 'moderator', queue: 'complaints' },
  { route: 'console-members', text: 'staff.members', role: 'moderator' },
  { route: 'console-audit', text: 'staff.audit', role: 'admin' },
];
