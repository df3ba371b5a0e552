/**
 * The moderators' photo queue (docs/photos.md, "Moderation"). A photo the automated checks held
 * back (`pending`) waits here, oldest first. Approving makes it active, and the profile's main
 * photo when the profile has no active one; rejecting needs a reason of the fixed list, which the
 * member reads in their language on their profile page and in a mail. Each decision is one
 * transaction with its staff audit row and the member's `photo.reviewed` event, so the member's
 * browser (its top bar's photo) follows at once, and a decision that fails leaves no trace.
 */
import {
  PHOTO_QUEUE_PAGE_SIZE, type PendingPhoto, type PhotoQueueAnswer, type PhotoReviewAnswer, type PhotoReviewRequest, type ReviewPhoto,
} from '@dating/shared-contracts';
import type { Database } from '../../db/database.js';
import { transaction } from '../../db/transaction.js';
import { DomainError } from '../domain-error.js';
import type { ServerEventsService } from '../server-events/index.js';
import type { StaffService } from '../staff/index.js';
import type { PhotoRow, PhotoReviewRepository } from './repository.js';

/** What the service needs from other domains. */
export interface PhotoReviewNeeds {
  audit: StaffService['audit'];
  serverEvents: ServerEventsService;
  /** Queues the rejection mail for a member (after the decision committed). */
  tellRejected(memberId: number, reason: NonNullable<PhotoRow['rejectionReason']>): Promise<void>;
  /** Drops the member's cached answer (its main photo changed). */
  forget(memberId: number): void;
  /** The staff bar counts the held-back photos through this. */
  registerQueue: StaffService['registerQueue'];
}

/** The 400 px file of a photo (its largest when smaller), under the site's media prefix. */
function shown(photo: PhotoRow, cdnPrefix: string): ReviewPhoto {
  const file = photo.sizes.find((size) => size.width >= 400) ?? photo.sizes[photo.sizes.length - 1];
  return { id: photo.id, status: photo.status, main: photo.isMain, url: `${cdnPrefix}${file?.file ?? photo.filename}` };
}

export function createPhotoReviewService(db: Database, repository: PhotoReviewRepository, needs: PhotoReviewNeeds) {
  needs.registerQueue('photos', () => repository.waiting());
  return {
    /** The oldest pending photos, each with its profile's other photos and the photo it resembles. */
    async queue(cdnPrefix: string): Promise<PhotoQueueAnswer> {
      const [waiting, rows] = await Promise.all([repository.waiting(), repository.oldestPending(PHOTO_QUEUE_PAGE_SIZE)]);
      const others = await repository.photosOf([...new Set(rows.map((row) => row.profile.id))]);
      const photos: PendingPhoto[] = rows.map(({ photo, profile, similarPhoto, similarProfile }) => ({
        photo: shown(photo, cdnPrefix),
        uploaded_at: photo.createdAt.toISOString(),
        profile: { id: profile.id, name: profile.name, member_id: profile.memberId },
        others: others.filter((other) => other.profileId === profile.id && other.id !== photo.id).map((other) => shown(other, cdnPrefix)),
        similar: similarPhoto && similarProfile
          ? { photo: shown(similarPhoto, cdnPrefix), profile_id: similarProfile.id, profile_name: similarProfile.name, fictional: similarProfile.fictional }
          : null,
      }));
      return { waiting, photos };
    },

    /**
     * Approves or rejects a pending photo for staff member `staffId`. A photo that is not pending
     * (decided by another moderator, or deleted by its member) is `not_found`: nothing changes.
     */
    async decide(staffId: number, request: PhotoReviewRequest): Promise<PhotoReviewAnswer> {
      const decided = await transaction(db, async (tx) => {
        const found = await repository.lockForReview(tx, request.photo_id);
        if (!found || found.photo.status !== 'pending') throw new DomainError('not_found');
        const { photo, memberId } = found;
        const before = { status: photo.status, main: photo.isMain };
        let answer: PhotoReviewAnswer;
        if (request.decision === 'approve') {
          const main = !(await repository.hasActiveMain(tx, photo.profileId, photo.id));
          await repository.approve(tx, photo, main);
          answer = { photo_id: photo.id, status: 'active', main };
        } else {
          await repository.reject(tx, photo, request.reason);
          answer = { photo_id: photo.id, status: 'rejected', main: false };
        }
        await needs.audit(tx, {
          staffId, action: `photo.${request.decision}`, recordType: 'profile_image', recordId: photo.id,
          before, after: { status: answer.status, main: answer.main, ...(request.decision === 'reject' ? { reason: request.reason } : {}) },
        });
        // A fictional profile's photo has no member to tell.
        if (memberId !== null) await needs.serverEvents.record(tx, memberId, 'photo.reviewed', answer);
        await needs.serverEvents.recordStaff(tx, 'photo.decided', { photo_id: photo.id, staff_id: staffId });
        return { answer, memberId };
      });
      if (decided.memberId !== null) {
        needs.forget(decided.memberId);
        if (request.decision === 'reject') await needs.tellRejected(decided.memberId, request.reason);
      }
      return decided.answer;
    },
  };
}
export type PhotoReviewService = ReturnType<typeof createPhotoReviewService>;
