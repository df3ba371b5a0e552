/** Data access for the member's own profile: read it, write the changed fields, look up choices. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { interests, members, profiles, regions, sites } from '../../db/schema.js';

export type ProfileRow = typeof profiles.$inferSelect;
/** The fields a member may change; the status is the profiles domain's alone. */
export type ProfileChanges = Partial<Omit<typeof profiles.$inferInsert, 'id' | 'memberId' | 'status'>>;

export function createProfileRepository(db: Database) {
  return {
    /** The member's profile with the address (the name rule) and the site's minimum age and countries. */
    async ownProfile(memberId: number) {
      const [row] = await db
        .select({ profile: profiles, email: members.email, minAge: sites.minAge, countries: sites.countries })
        .from(profiles)
        .innerJoin(members, eq(members.id, profiles.memberId))
        .innerJoin(sites, eq(sites.id, members.siteId))
        .where(eq(profiles.memberId, memberId));
      return row;
    },

    async update(memberId: number, changes: ProfileChanges): Promise<void> {
      if (Object.keys(changes).length) await db.update(profiles).set(changes).where(eq(profiles.memberId, memberId));
    },

    async regionExists(country: string, name: string): Promise<boolean> {
      const [row] = await db.select({ id: regions.id }).from(regions).where(and(eq(regions.country, country), eq(regions.name, name)));
      return Boolean(row);
    },

    /** The slugs among `slugs` that are known interests. */
    async knownInterests(slugs: string[]): Promise<string[]> {
      if (!slugs.length) return [];
      return (await db.select({ slug: interests.slug }).from(interests).where(inArray(interests.slug, slugs))).map((r) => r.slug);
    },
  };
}
export type ProfileRepository = ReturnType<typeof createProfileRepository>;
