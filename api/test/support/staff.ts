/** Staff clients for API tests: the demo staff of each role (seeded outside production, password demo1234), logged in over HTTP. */
import { expect } from 'vitest';
import type { StaffRole } from '@dating/shared-contracts';
import type { HttpClient } from './http-client.js';
import type { TestSite } from './test-site.js';

/** The demo staff member of each role. */
export const DEMO_STAFF: Record<StaffRole, string> = { moderator: 'moderator@example.com', operator: 'operator@example.com', admin: 'admin@example.com' };

/** A client logged in as the demo staff member of `role` (a staff session only, no member's); its staff id. */
export async function staffClient(site: TestSite, role: StaffRole): Promise<{ client: HttpClient; id: number }> {
  const client = site.client();
  const answer = await client.post('/api/staff-session.php', { email: DEMO_STAFF[role], password: 'demo1234' });
  expect(answer.status, answer.text).toBe(200);
  return { client, id: answer.body.staff.id };
}
