/** The seeded demo members (free@, premium@…) as the likes and block tests address them. */
import { eq } from 'drizzle-orm';
import { members, profiles } from '../../src/db/schema.js';
import type { HttpClient } from './http-client.js';
import type { TestSite } from './test-site.js';

/** A demo member's id and profile id, by e-mail address. */
export async function demoMember(site: TestSite, email: string): Promise<{ memberId: number; profileId: number }> {
  const [row] = await site.database.db.select({ memberId: members.id, profileId: profiles.id }).from(members)
    .innerJoin(profiles, eq(profiles.memberId, members.id)).where(eq(members.email, email));
  return row!;
}

/** A DELETE with a JSON body: Node sends a DELETE body only with a length (it never chunks DELETE requests). */
export function deleteJson(client: HttpClient, path: string, json: unknown) {
  const body = JSON.stringify(json);
  return client.request('DELETE', path, { body, headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) } });
}
