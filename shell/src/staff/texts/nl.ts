/** Dutch texts of the staff layout (the console is in Dutch and English; docs/architecture.md, "The console"). */
export const staffTexts = {
  'staff.nav': 'Consolenavigatie',
  'staff.console': 'Console',
  'staff.conversations': 'Gesprekken',
  'staff.photos': "Foto's",
  'staff.complaints': 'Klachten',
  'staff.members': 'Leden',
  'staff.audit': 'Auditlog',
  'staff.role.moderator': 'Moderator',
  'staff.role.operator': 'Operator',
  'staff.role.admin': 'Beheerder',
  'staff.waiting': '{count} wachtend',
  'staff.logout': 'Uitloggen',
};
