import { describe, expect, it } from 'vitest';
import { STAFF_ROLES } from '../choices.js';
import { ENDPOINT_ACCESS, staffRoleOf } from '../endpoints/define-endpoint.js';
import { staffRolePasses } from './staff-roles.js';

describe('staffRolePasses', () => {
  it('lets a role pass its own check and an admin pass every one, nothing else', () => {
    const passing = STAFF_ROLES.flatMap((role) => STAFF_ROLES.filter((needed) => staffRolePasses(role, needed)).map((needed) => `${role}→${needed}`));
    expect(passing.sort()).toEqual(['admin→admin', 'admin→moderator', 'admin→operator', 'moderator→moderator', 'operator→operator']);
  });
});

describe('endpoint access', () => {
  it('names everyone, member, any staff and one staff access per role', () => {
    expect(ENDPOINT_ACCESS).toEqual(['everyone', 'member', 'staff', 'staff:moderator', 'staff:operator', 'staff:admin']);
    expect(ENDPOINT_ACCESS.map(staffRoleOf)).toEqual([null, null, null, 'moderator', 'operator', 'admin']);
  });
});
