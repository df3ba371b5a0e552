/** English texts of the staff layout, for every page language but Dutch. */
import type { StaffTexts } from './index.js';

export const staffTexts: StaffTexts = {
  'staff.nav': 'Console navigation',
  'staff.console': 'Console',
  'staff.conversations': 'Conversations',
  'staff.photos': 'Photos',
  'staff.complaints': 'Complaints',
  'staff.members': 'Members',
  'staff.audit': 'Audit log',
  'staff.role.moderator': 'Moderator',
  'staff.role.operator': 'Operator',
  'staff.role.admin': 'Admin',
  'staff.waiting': '{count} waiting',
  'staff.logout': 'Log out',
};
