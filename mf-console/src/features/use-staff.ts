/** The logged-in staff member as the console's pages see it (the staff session, never a member's). */
import { useEndpoint } from '@dating/remote-kit';
import { staffRolePasses, type StaffMember, type StaffRole } from '@dating/shared-contracts';

/** The staff member (null: none, undefined: still asking). */
export function useStaff(): StaffMember | null | undefined {
  const { data, error } = useEndpoint('currentStaff');
  if (error) return null;
  return data?.staff;
}

/** Whether the staff member may open what `needed` may (an admin may open everything). */
export function mayOpen(staff: StaffMember | null | undefined, needed: StaffRole): boolean {
  return Boolean(staff && staffRolePasses(staff.role, needed));
}
