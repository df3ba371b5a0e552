/**
 * Data access for deletion, reactivation and erasure. Erasure removes the personal data of an
 * account and keeps the bookkeeping row: member id, site, signup date, credits, premium flag,
 * deletion and erasure times.
 */
import { and, eq, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { issueMemberToken, spendMemberToken, spendMemberTokens } from '../../db/member-tokens.js';
import { transaction } from '../../db/transaction.js';
import {
  complaints, loginAttempts, members, memberTokens, outgoingMail, passwordResetRequests, profiles, sessions, trackingData, trustedDevices,
} from '../../db/schema.js';
import { memberLogin } from '../users/index.js';
import { findRecipient } from '../mail/index.js';
import type { ChatService } from '../chat/index.js';
import type { ProfilesService } from '../profiles/index.js';
import type { PhotosService } from '../photos/index.js';

/**
 * `profileStatus` hides the profile of a deleted account and shows it again on reactivation;
 * `chat` removes the conversations of an erased one and `photos` its profile's photos, each in the
 * same transaction.
 */
export function createDeletionRepository(
  db: Database,
  profileStatus: Pick<ProfilesService, 'memberDeleted' | 'memberRestored'>,
  chat: Pick<ChatService, 'memberErased'>,
  photos: Pick<PhotosService, 'profileErased'>,
) {
  return {
    /** The member with the mail details, password hash and deletion state. */
    async member(memberId: number) {
      const recipient = await findRecipient(db, eq(members.id, memberId));
      if (!recipient) return undefined;
      const [row] = await db.select({ passwordHash: members.passwordHash, erasedAt: members.erasedAt }).from(members).where(eq(members.id, memberId));
      return { ...recipient, ...row! };
    },

    /** The member of an address on a site (for reactivation with credentials). */
    async memberIdByEmail(siteId: number, email: string): Promise<number | undefined> {
      const [row] = await db.select({ id: members.id }).from(members).where(and(eq(members.siteId, siteId), sql`lower(${members.email}) = ${email.toLowerCase()}`));
      return row?.id;
    },

    /** Marks the account deleted and hides its profile at once. */
    async markDeleted(memberId: number, reason: string, at: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(members).set({ deletedAt: at, deletionReason: reason || null }).where(eq(members.id, memberId));
        await profileStatus.memberDeleted(tx, memberId);
      });
    },

    /** Undoes the deletion: the profile is shown again as its account state allows. */
    async reactivate(memberId: number, at: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(members).set({ deletedAt: null, deletionReason: null }).where(eq(members.id, memberId));
        await profileStatus.memberRestored(tx, memberId);
      });
      await spendMemberTokens(db, memberId, ['reactivation'], at);
    },

    issueToken: (token: Parameters<typeof issueMemberToken>[1]) => issueMemberToken(db, token, true),
    spendToken: (tokenHash: string, now: Date) => spendMemberToken(db, tokenHash, ['reactivation'], now),

    /** Accounts deleted at or before `deletedBefore` and not erased yet. */
    async dueForErasure(deletedBefore: Date) {
      return db.select({ memberId: members.id })
        .from(members)
        .where(and(isNotNull(members.deletedAt), lte(members.deletedAt, deletedBefore), isNull(members.erasedAt)));
    },

    /**
     * Erases the personal data of one account, all or nothing: its conversations with every
     * message in them, sent by either side (through the chat domain), profile (its photos' rows go
     * with it), sessions, tokens, tracking data, login attempts and trusted devices, reset requests
     * and mail sent to the address; the address and password are overwritten; complaints the member
     * filed lose the link to them. Resolves with the removal of the photo files (the profile's and
     * the conversations'), for the caller to run now that the erasure has committed.
     */
    async erase(memberId: number, at: Date): Promise<() => Promise<void>> {
      return transaction(db, async (tx) => {
        const [member] = await tx.select({ siteId: members.siteId, email: members.email }).from(members).where(eq(members.id, memberId)).for('update');
        if (!member) return async () => {};
        const discardChatPhotos = await chat.memberErased(tx, memberId);
        const [profile] = await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.memberId, memberId));
        const discardProfilePhotos = profile ? await photos.profileErased(tx, profile.id) : async () => {};
        await tx.delete(profiles).where(eq(profiles.memberId, memberId));
        await tx.delete(sessions).where(eq(sessions.memberId, memberId));
        await tx.delete(memberTokens).where(eq(memberTokens.memberId, memberId));
        await tx.delete(trackingData).where(eq(trackingData.memberId, memberId));
        const login = memberLogin(member.siteId, member.email);
        await tx.delete(loginAttempts).where(and(eq(loginAttempts.realm, login.realm), eq(loginAttempts.account, login.account)));
        await tx.delete(trustedDevices).where(and(eq(trustedDevices.realm, login.realm), eq(trustedDevices.account, login.account)));
        await tx.delete(outgoingMail).where(eq(outgoingMail.memberId, memberId));
        await tx.delete(passwordResetRequests).where(or(eq(passwordResetRequests.memberId, memberId), and(eq(passwordResetRequests.siteId, member.siteId), eq(passwordResetRequests.email, member.email.toLowerCase()))));
        await tx.update(complaints).set({ memberId: null, email: null, ip: null }).where(eq(complaints.memberId, memberId));
        await tx.update(members).set({
          email: `erased-${memberId}@erased.invalid`,
          passwordHash: 'erased',
          status: 'deleted',
          notificationsDisabled: [],
          deletionReason: null,
          erasedAt: at,
        }).where(eq(members.id, memberId));
        return async () => {
          await discardChatPhotos();
          await discardProfilePhotos();
        };
      });
    },
  };
}
export type DeletionRepository = ReturnType<typeof createDeletionRepository>;
