/**
 * Which staff role may do what a role's endpoints do. An admin passes every role's check: admins
 * run the site and stand in for a moderator or an operator, so an endpoint names the least role
 * that may call it and never has to list admin beside it. Moderators and operators pass only their own.
 */
import type { StaffRole } from '../choices.js';

/** Whether a staff member of `role` passes the check for `needed`. */
export function staffRolePasses(role: StaffRole, needed: StaffRole): boolean {
  return role === needed || role === 'admin';
}
