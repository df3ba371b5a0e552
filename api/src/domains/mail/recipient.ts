/** The member a mail goes to: address, language, name and site, with the account state to check first. */
import { eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { members, profiles, sites } from '../../db/schema.js';

/** The one member matching `where` (a condition on members), with what a mail to them needs. */
export async function findRecipient(db: Database, where: SQL | undefined) {
  const [row] = await db
    .select({
      memberId: members.id,
      siteId: members.siteId,
      email: members.email,
      language: members.language,
      status: members.status,
      deletedAt: members.deletedAt,
      name: profiles.name,
      siteName: sites.name,
    })
    .from(members)
    .innerJoin(profiles, eq(profiles.memberId, members.id))
    .innerJoin(sites, eq(sites.id, members.siteId))
    .where(where);
  return row;
}
