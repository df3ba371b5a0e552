/** Data access for members and their own profile, as the user endpoint shows them. */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { members, profileImages, profiles } from '../../db/schema.js';

export type MemberRow = typeof members.$inferSelect;

export function createUsersRepository(db: Database) {
  return {
    async byEmail(siteId: number, email: string): Promise<MemberRow | undefined> {
      const [row] = await db
        .select()
        .from(members)
        .where(and(eq(members.siteId, siteId), sql`lower(${members.email}) = ${email.toLowerCase()}`));
      return row;
    },

    /** The member with their profile and main image, in one query. */
    async withProfile(memberId: number) {
      const [row] = await db
        .select({
          member: members,
          profile: {
            id: profiles.id,
            name: profiles.name,
            country: profiles.country,
            region: profiles.region,
            status: profiles.status,
          },
          image: { filename: profileImages.filename, thumbFilename: profileImages.thumbFilename },
        })
        .from(members)
        .innerJoin(profiles, eq(profiles.memberId, members.id))
        .leftJoin(
          profileImages,
          and(eq(profileImages.profileId, profiles.id), eq(profileImages.isMain, true), eq(profileImages.status, 'active')),
        )
        .where(eq(members.id, memberId))
        .limit(1);
      return row;
    },

    async setLanguage(memberId: number, language: string) {
      await db.update(members).set({ language }).where(eq(members.id, memberId));
    },

    async setPasswordHash(memberId: number, passwordHash: string) {
      await db.update(members).set({ passwordHash }).where(eq(members.id, memberId));
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
