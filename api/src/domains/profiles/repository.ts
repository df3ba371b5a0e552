/**
 * The profiles domain's SQL: cards under the visibility rule, the landers' sample cards, and the
 * one place a profile's status is written. Status changes take the caller's transaction (or the
 * database), so a member row and its profile change together or not at all.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { profiles } from '../../db/schema.js';
import { queryPrepared, queryRows } from '../../db/rows.js';
import { cardColumns, mainPhoto, type CardRow } from './card.js';
import { visibleTo, type Viewer } from './visibility.js';

/** The fields a member gives their profile at signup. */
export type NewMemberProfile = Pick<typeof profiles.$inferInsert, 'name' | 'gender' | 'seeking' | 'country' | 'dateOfBirth' | 'about' | 'niche'>;

/** Sample profiles only: fictional, no member behind them, active, with a main photo. A real member never becomes an advert. */
const sample = sql`p.member_id is null and p.fictional and p.status = 'active' and main.id is not null`;

/**
 * The status a profile has when nothing but its account speaks: a fictional one is active; a
 * member's is hidden while the account is deleted, active once the address is confirmed, else
 * disabled. (A member's blocked account is kept from view by the visibility rule itself.)
 */
const statusOfAccount = sql`coalesce((
    select case when m.deleted_at is not null then 'hidden' when m.status = 'confirmed' then 'active' else 'disabled' end
    from members m where m.id = ${profiles.memberId}
  ), 'active')`;

export function createProfilesRepository(db: Database) {
  return {
    /**
     * The cards of those of `ids` the viewer may see, in no order. The ids go as one array
     * parameter, so the text is the same for every list: on PostgreSQL a prepared statement,
     * planned once per connection rather than per request.
     */
    async cards(siteId: number, viewer: Viewer, ids: number[], today: Date, on: Database = db): Promise<CardRow[]> {
      if (ids.length === 0) return [];
      return queryPrepared<CardRow>(on, sql`
        select ${cardColumns(today)}
        from profiles p left join members m on m.id = p.member_id
        ${mainPhoto}
        where p.id = any(${`{${ids.join(',')}}`}::int[]) and ${visibleTo(siteId, viewer)}`);
    },

    /** Whether the viewer (null: a visitor) may see the profile. */
    async isVisible(siteId: number, viewer: Viewer | null, profileId: number): Promise<boolean> {
      const rows = await queryRows<{ id: number }>(db, sql`
        select p.id from profiles p
        where p.id = ${profileId} and ${visibleTo(siteId, viewer)}`);
      return rows.length > 0;
    },

    /**
     * Up to `limit` sample profiles of a niche, those of `country` first, then by id (stable for
     * screenshots): what advertising pages may show.
     */
    sampleCards(niche: number, country: string | null, limit: number, today: Date): Promise<CardRow[]> {
      return queryRows<CardRow>(db, sql`
        select ${cardColumns(today)}
        from profiles p left join members m on m.id = p.member_id
        ${mainPhoto}
        where ${sample} and p.niche = ${niche}
        order by (p.country = ${country ?? ''}) desc, p.id
        limit ${limit}`);
    },

    /** The sample profile with this id (as sampleCards shows it), or undefined. */
    async sampleCard(profileId: number, today: Date): Promise<CardRow | undefined> {
      const [row] = await queryRows<CardRow>(db, sql`
        select ${cardColumns(today)}
        from profiles p left join members m on m.id = p.member_id
        ${mainPhoto}
        where p.id = ${profileId} and ${sample}`);
      return row;
    },

    /** Creates a new member's profile, disabled until the address is confirmed; its id. */
    async addForMember(tx: Database, memberId: number, profile: NewMemberProfile): Promise<number> {
      const [row] = await tx.insert(profiles).values({ ...profile, memberId, status: 'disabled' }).returning({ id: profiles.id });
      return row!.id;
    },

    /** The member's disabled profile becomes active. */
    async activate(tx: Database, memberId: number): Promise<void> {
      await tx.update(profiles).set({ status: 'active' }).where(and(eq(profiles.memberId, memberId), eq(profiles.status, 'disabled')));
    },

    /** The member's active or disabled profile becomes hidden (a blocked one stays blocked). */
    async hide(tx: Database, memberId: number): Promise<void> {
      await tx.update(profiles).set({ status: 'hidden' }).where(and(eq(profiles.memberId, memberId), inArray(profiles.status, ['active', 'disabled'])));
    },

    /** The member's hidden profile takes the status its account gives it (a blocked one stays blocked). */
    async unhide(tx: Database, memberId: number): Promise<void> {
      await tx.update(profiles).set({ status: statusOfAccount }).where(and(eq(profiles.memberId, memberId), eq(profiles.status, 'hidden')));
    },

    /** The profile becomes blocked; false when there is no such profile or it was blocked already. */
    async block(tx: Database, profileId: number): Promise<boolean> {
      const changed = await tx.update(profiles).set({ status: 'blocked' })
        .where(and(eq(profiles.id, profileId), sql`${profiles.status} <> 'blocked'`)).returning({ id: profiles.id });
      return changed.length > 0;
    },

    /** The blocked profile takes the status its account gives it; false when it was not blocked. */
    async unblock(tx: Database, profileId: number): Promise<boolean> {
      const changed = await tx.update(profiles).set({ status: statusOfAccount })
        .where(and(eq(profiles.id, profileId), eq(profiles.status, 'blocked'))).returning({ id: profiles.id });
      return changed.length > 0;
    },
  };
}
export type ProfilesRepository = ReturnType<typeof createProfilesRepository>;
