/**
 * The profile as other domains see it: cards under the one visibility rule, the landers' sample
 * cards, and the profile's status. Every status change happens here, on the caller's transaction:
 * signup creates the profile disabled, activation makes it active, deleting the account hides it
 * and reactivating shows it again, and staff block and unblock it (a blocked profile stays blocked
 * through a deletion and its undoing).
 */
import type { ProfileCard } from '@dating/shared-contracts';
import type { Database } from '../../db/database.js';
import { profileCard } from './card.js';
import type { NewMemberProfile, ProfilesRepository } from './repository.js';
import type { Viewer } from './visibility.js';

/** The site settings cards read: which members belong to it, and where its photos are served. */
export interface CardSite {
  id: number;
  cdnPrefix: string;
}

/** What the profiles service needs besides its repository. */
export interface ProfilesNeeds {
  now?: () => Date;
}

export function createProfilesService(repository: ProfilesRepository, needs: ProfilesNeeds = {}) {
  const now = needs.now ?? (() => new Date());
  return {
    /**
     * The cards of those of `ids` the member may see, by id (hidden, blocked and one's own are
     * absent); read on the caller's transaction `tx` when it gives one.
     */
    async cards(site: CardSite, viewer: Viewer, ids: number[], tx?: Database): Promise<Map<number, ProfileCard>> {
      const rows = await repository.cards(site.id, viewer, ids, now(), tx);
      return new Map(rows.map((row) => [row.id, profileCard(row, viewer, site.cdnPrefix)]));
    },

    /** Whether a member (or a visitor: null) may see, and so like or message, a profile. */
    isVisible(siteId: number, viewer: Viewer | null, profileId: number): Promise<boolean> {
      return repository.isVisible(siteId, viewer, profileId);
    },

    /** Up to `limit` sample profiles of a niche as a visitor sees them, those of `country` first (the landers' adverts). */
    async sampleCards(site: Pick<CardSite, 'cdnPrefix'>, niche: number, country: string | null, limit: number): Promise<ProfileCard[]> {
      const rows = await repository.sampleCards(niche, country, limit, now());
      return rows.map((row) => profileCard(row, null, site.cdnPrefix));
    },

    /** One sample profile as a visitor sees it, or undefined for any other id. */
    async sampleCard(site: Pick<CardSite, 'cdnPrefix'>, profileId: number): Promise<ProfileCard | undefined> {
      const row = await repository.sampleCard(profileId, now());
      return row && profileCard(row, null, site.cdnPrefix);
    },

    /** Signup: the new member's profile, disabled until the address is confirmed; its id. */
    addForMember: (tx: Database, memberId: number, profile: NewMemberProfile): Promise<number> => repository.addForMember(tx, memberId, profile),

    /** Activation: the member confirmed the address, so their disabled profile becomes active. */
    memberConfirmed: (tx: Database, memberId: number): Promise<void> => repository.activate(tx, memberId),

    /** Deletion: the member deleted the account, so their profile is hidden from everyone. */
    memberDeleted: (tx: Database, memberId: number): Promise<void> => repository.hide(tx, memberId),

    /** Reactivation: the deletion is undone, so the profile shows again as the account allows (active once confirmed, else disabled). */
    memberRestored: (tx: Database, memberId: number): Promise<void> => repository.unhide(tx, memberId),

    /** Staff take a profile down: blocked, hidden from everyone; false when unknown or blocked already. */
    block: (tx: Database, profileId: number): Promise<boolean> => repository.block(tx, profileId),

    /** Staff put a blocked profile back: it takes the status its account gives it; false when it was not blocked. */
    unblock: (tx: Database, profileId: number): Promise<boolean> => repository.unblock(tx, profileId),
  };
}
export type ProfilesService = ReturnType<typeof createProfilesService>;
