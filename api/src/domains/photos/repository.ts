/** Data access for a member's own photos: list, add under the limit, arrange, delete, find duplicates. */
import { and, asc, count, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { transaction, type Transaction } from '../../db/transaction.js';
import { members, profileImages, profiles } from '../../db/schema.js';

export type PhotoRow = typeof profileImages.$inferSelect;
export type NewPhotoRow = Omit<typeof profileImages.$inferInsert, 'profileId' | 'position' | 'isMain' | 'status'>;

export function createPhotosRepository(db: Database) {
  return {
    /** The member's profile id and whether they are premium (paid at least once). */
    async owner(memberId: number) {
      const [row] = await db
        .select({ profileId: profiles.id, premium: members.paidUser })
        .from(members)
        .innerJoin(profiles, eq(profiles.memberId, members.id))
        .where(eq(members.id, memberId));
      return row;
    },

    list(profileId: number): Promise<PhotoRow[]> {
      return db.select().from(profileImages).where(eq(profileImages.profileId, profileId)).orderBy(asc(profileImages.position), asc(profileImages.id));
    },

    /**
     * Adds a pending photo unless the profile already has `limit`; the profile row is locked
     * meanwhile so parallel uploads cannot pass the limit. The first photo becomes the main one.
     */
    async addPending(profileId: number, row: NewPhotoRow, limit: number): Promise<PhotoRow | null> {
      return db.transaction(async (tx) => {
        await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, profileId)).for('update');
        const [stats] = await tx
          .select({ n: count(), last: sql<number>`coalesce(max(${profileImages.position}), -1)`, mains: sql<number>`count(*) filter (where ${profileImages.isMain})` })
          .from(profileImages)
          .where(eq(profileImages.profileId, profileId));
        if (Number(stats!.n) >= limit) return null;
        const [stored] = await tx
          .insert(profileImages)
          .values({ ...row, profileId, status: 'pending', isMain: Number(stats!.mains) === 0, position: Number(stats!.last) + 1 })
          .returning();
        return stored!;
      });
    },

    async setStatus(id: number, status: PhotoRow['status']): Promise<void> {
      await db.update(profileImages).set({ status }).where(eq(profileImages.id, id));
    },

    /** Keeps the photo pending, noting the other profile's photo it resembles (the moderators' queue shows both). */
    async holdAsSimilar(id: number, similarToId: number, held: (tx: Transaction) => Promise<void>): Promise<void> {
      await transaction(db, async (tx) => {
        await tx.update(profileImages).set({ similarToId }).where(eq(profileImages.id, id));
        await held(tx);
      });
    },

    /**
     * The id of a photo of another profile whose dHash is within `maxDistance` bits, if any
     * (fictional sample profiles count as others too).
     */
    async duplicateOf(profileId: number, dhash: string, maxDistance: number): Promise<number | null> {
      const [row] = await db
        .select({ id: profileImages.id })
        .from(profileImages)
        .where(and(
          ne(profileImages.profileId, profileId),
          isNotNull(profileImages.dhash),
          sql`bit_count((('x' || ${profileImages.dhash})::bit(64)) # (('x' || ${dhash})::bit(64))) <= ${maxDistance}`,
        ))
        .limit(1);
      return row?.id ?? null;
    },

    /**
     * Stores the gallery order (`order`: every photo of the profile) and/or the main photo, all or
     * nothing, with the profile row locked. False, and nothing written, when a named photo is no
     * longer one of the profile's.
     */
    async arrange(profileId: number, change: { main?: number; order?: number[] }): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, profileId)).for('update');
        const own = new Set((await tx.select({ id: profileImages.id }).from(profileImages).where(eq(profileImages.profileId, profileId))).map((row) => row.id));
        const named = [...(change.order ?? []), ...(change.main === undefined ? [] : [change.main])];
        if (!named.every((id) => own.has(id)) || (change.order && change.order.length !== own.size)) return false;
        for (const [position, id] of (change.order ?? []).entries()) {
          await tx.update(profileImages).set({ position }).where(and(eq(profileImages.id, id), eq(profileImages.profileId, profileId)));
        }
        if (change.main !== undefined) {
          await tx.update(profileImages).set({ isMain: sql`${profileImages.id} = ${change.main}` }).where(eq(profileImages.profileId, profileId));
        }
        return true;
      });
    },

    /** Deletes one photo of the profile; a deleted main photo passes the role to the first remaining one. */
    async remove(profileId: number, imageId: number): Promise<PhotoRow | null> {
      return db.transaction(async (tx) => {
        const [gone] = await tx.delete(profileImages).where(and(eq(profileImages.id, imageId), eq(profileImages.profileId, profileId))).returning();
        if (!gone) return null;
        if (gone.isMain) {
          const [next] = await tx.select({ id: profileImages.id }).from(profileImages)
            .where(eq(profileImages.profileId, profileId))
            .orderBy(asc(profileImages.position), asc(profileImages.id)).limit(1);
          if (next) await tx.update(profileImages).set({ isMain: true }).where(eq(profileImages.id, next.id));
        }
        return gone;
      });
    },

    /** Up to `limit` photo files without a perceptual hash (photos stored before the seed made one). */
    async unhashed(limit: number): Promise<string[]> {
      const rows = await db.selectDistinct({ filename: profileImages.filename }).from(profileImages).where(isNull(profileImages.dhash)).limit(limit);
      return rows.map((row) => row.filename);
    },

    /** Stores the hash of a photo file on every row showing it (shared sample photos included). */
    async setHash(filename: string, dhash: string): Promise<void> {
      await db.update(profileImages).set({ dhash }).where(and(eq(profileImages.filename, filename), isNull(profileImages.dhash)));
    },

    /** Deletes every photo of the profile, in `tx` when given; returns the rows (their files are the caller's to remove). */
    async removeAll(profileId: number, tx: Database = db): Promise<PhotoRow[]> {
      return tx.delete(profileImages).where(eq(profileImages.profileId, profileId)).returning();
    },
  };
}
export type PhotosRepository = ReturnType<typeof createPhotosRepository>;
