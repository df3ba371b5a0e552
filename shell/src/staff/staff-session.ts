/**
 * The staff member the console is open for: the shell's staff layout reads the staff session
 * (`GET /api/staff-session.php`, separate from members') when a console page opens and again when
 * the console says it logged someone in or out (`staff:session` on the bus).
 */
import { useEffect, useState } from 'react';
import type { StaffMember } from '@dating/shared-contracts';
import { useServices } from '../shell/services.js';

/** undefined while asking; null without a staff session (a member's session is none). */
export type StaffState = StaffMember | null | undefined;

export function useStaffMember(): StaffState {
  const { api, bus } = useServices();
  const [staff, setStaff] = useState<StaffState>(undefined);
  const [asked, setAsked] = useState(0);
  useEffect(() => bus.on('staff:session', () => setAsked((count) => count + 1)), [bus]);
  useEffect(() => {
    let current = true;
    api.call('currentStaff').then(
      (answer) => current && setStaff(answer.staff),
      () => current && setStaff(null),
    );
    return () => {
      current = false;
    };
  }, [api, asked]);
  return staff;
}
