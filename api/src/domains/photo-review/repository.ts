/** Data access for the moderators' photo queue: the pending photos with what a decision needs, and the decision's writes. */
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.js';
import { members, profileImages, profiles, sites } from '../../db/schema.js';
import type { Transaction } from '../../db/transaction.js';

export type PhotoRow = typeof profileImages.$inferSelect;

const similarImage = alias(profileImages, 'similar_image');
const similarProfile = alias(profiles, 'similar_profile');

export function createPhotoReviewRepository(db: Database) {
  return {
    /** How many photos wait in all. */
    async waiting(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(profileImages).where(eq(profileImages.status, 'pending'));
      return Number(row!.n);
    },

    /** The oldest `limit` pending photos (one walk of the partial index), each with its profile and the photo it resembles. */
    async oldestPending(limit: number) {
      return db
        .select({
          photo: profileImages,
          profile: { id: profiles.id, name: profiles.name, memberId: profiles.memberId },
          similarPhoto: similarImage,
          similarProfile: { id: similarProfile.id, name: similarProfile.name, fictional: similarProfile.fictional },
        })
        .from(profileImages)
        .innerJoin(profiles, eq(profiles.id, profileImages.profileId))
        .leftJoin(similarImage, eq(similarImage.id, profileImages.similarToId))
        .leftJoin(similarProfile, eq(similarProfile.id, similarImage.profileId))
        .where(eq(profileImages.status, 'pending'))
        .orderBy(asc(profileImages.createdAt), asc(profileImages.id))
        .limit(limit);
    },

    /** The photos of these profiles, in gallery order (the queue shows each pending photo beside its profile's others). */
    async photosOf(profileIds: number[]): Promise<PhotoRow[]> {
      if (profileIds.length === 0) return [];
      return db.select().from(profileImages).where(inArray(profileImages.profileId, profileIds)).orderBy(asc(profileImages.position), asc(profileImages.id));
    },

    /** The photo with its profile's member, the profile row locked for the decision (no upload or arrangement meanwhile). */
    async lockForReview(tx: Transaction, photoId: number) {
      const [photo] = await tx.select().from(profileImages).where(eq(profileImages.id, photoId));
      if (!photo) return null;
      const [profile] = await tx.select({ id: profiles.id, memberId: profiles.memberId }).from(profiles).where(eq(profiles.id, photo.profileId)).for('update');
      // Read again under the lock: a decision or a deletion that came first is seen.
      const [current] = await tx.select().from(profileImages).where(eq(profileImages.id, photoId));
      return current && profile ? { photo: current, memberId: profile.memberId } : null;
    },

    /** Whether the profile has an active main photo other than `photoId`. */
    async hasActiveMain(tx: Transaction, profileId: number, photoId: number): Promise<boolean> {
      const [row] = await tx.select({ id: profileImages.id }).from(profileImages)
        .where(and(eq(profileImages.profileId, profileId), eq(profileImages.isMain, true), eq(profileImages.status, 'active'), ne(profileImages.id, photoId)))
        .limit(1);
      return Boolean(row);
    },

    /** The photo becomes active; as the main photo, the profile's others stop being main. */
    async approve(tx: Transaction, photo: PhotoRow, main: boolean): Promise<void> {
      if (main) await tx.update(profileImages).set({ isMain: sql`${profileImages.id} = ${photo.id}` }).where(eq(profileImages.profileId, photo.profileId));
      await tx.update(profileImages).set({ status: 'active' }).where(eq(profileImages.id, photo.id));
    },

    /** The photo is rejected with its reason; it stops being main (the first active photo takes that role). */
    async reject(tx: Transaction, photo: PhotoRow, reason: NonNullable<PhotoRow['rejectionReason']>): Promise<void> {
      await tx.update(profileImages).set({ status: 'rejected', rejectionReason: reason, isMain: false }).where(eq(profileImages.id, photo.id));
      if (!photo.isMain) return;
      const [next] = await tx.select({ id: profileImages.id }).from(profileImages)
        .where(and(eq(profileImages.profileId, photo.profileId), eq(profileImages.status, 'active')))
        .orderBy(asc(profileImages.position), asc(profileImages.id)).limit(1);
      if (next) await tx.update(profileImages).set({ isMain: true }).where(eq(profileImages.id, next.id));
    },

    /** What the rejection mail needs: the member's address, language, name, state and site. */
    async recipient(memberId: number) {
      const [row] = await db
        .select({ siteId: members.siteId, email: members.email, language: members.language, status: members.status, deletedAt: members.deletedAt, name: profiles.name, siteName: sites.name, domain: sites.domain })
        .from(members)
        .innerJoin(profiles, eq(profiles.memberId, members.id))
        .innerJoin(sites, eq(sites.id, members.siteId))
        .where(eq(members.id, memberId));
      return row;
    },
  };
}
export type PhotoReviewRepository = ReturnType<typeof createPhotoReviewRepository>;
