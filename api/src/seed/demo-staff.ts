/** Demo staff to log in to the staff side with outside production: one of each role. */
import { hash } from '@node-rs/argon2';
import type { StaffRole } from '@dating/shared-contracts';
import type { Database } from '../db/database.js';
import { staff } from '../db/schema.js';
import { DEMO_PASSWORD } from './demo-members.js';

/** A demo staff account as the README lists it. */
export interface DemoStaffMember {
  email: string;
  name: string;
  role: StaffRole;
}

/** The demo staff (password DEMO_PASSWORD, like the demo members). */
export const DEMO_STAFF: readonly DemoStaffMember[] = [
  { email: 'moderator@example.com', name: 'Demo moderator', role: 'moderator' },
  { email: 'operator@example.com', name: 'Demo operator', role: 'operator' },
  { email: 'admin@example.com', name: 'Demo admin', role: 'admin' },
];

/**
 * Creates the demo staff directly (like the demo members, not through the password rule, which
 * refuses `demo1234`); returns their e-mail addresses.
 */
export async function seedDemoStaff(db: Database): Promise<string[]> {
  const hashes = await Promise.all(DEMO_STAFF.map(() => hash(DEMO_PASSWORD)));
  await db.insert(staff).values(DEMO_STAFF.map((demo, index) => ({ ...demo, passwordHash: hashes[index]!, isDemo: true })));
  return DEMO_STAFF.map((demo) => demo.email);
}
