/** The photo-review domain's public face: the moderators' queue of held-back photos and its routes plugin. */
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { linkOrigin } from '../sites/index.js';
import { photoRejectedMail, type MailService } from '../mail/index.js';
import type { ServerEventsService } from '../server-events/index.js';
import type { StaffService } from '../staff/index.js';
import type { UsersService } from '../users/index.js';
import { href, isLocale } from '@dating/shared-contracts';
import { createPhotoReviewRepository } from './repository.js';
import { createPhotoReviewService } from './service.js';

export type { PhotoReviewService } from './service.js';
export { photoReviewPlugin } from './routes.js';

/** Wires the queue: decisions audited through staff, told to the member's browser and, when rejected, by mail. */
export function createPhotoReview(db: Database, needs: { staff: StaffService; serverEvents: ServerEventsService; mail: MailService; users: UsersService; config: Config }) {
  const repository = createPhotoReviewRepository(db);
  return createPhotoReviewService(db, repository, {
    audit: needs.staff.audit,
    registerQueue: needs.staff.registerQueue,
    serverEvents: needs.serverEvents,
    forget: (memberId) => needs.users.forget(memberId),
    async tellRejected(memberId, reason) {
      const member = await repository.recipient(memberId);
      // A deleted or blocked account gets no mail; an unconfirmed address is greeted without a name.
      if (!member || member.deletedAt || member.status === 'deleted' || member.status === 'blocked') return;
      const locale = isLocale(member.language) ? member.language : 'nl';
      const to = { locale, name: member.status === 'confirmed' ? member.name : null, siteName: member.siteName };
      const link = `${linkOrigin({ domain: member.domain }, needs.config)}${href('profile')}`;
      await needs.mail.send({ siteId: member.siteId, memberId, kind: 'photo_rejected', to: member.email, ...photoRejectedMail(to, link, reason) });
    },
  });
}
