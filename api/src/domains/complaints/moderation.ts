/**
 * Moderators read complaints as notices under EU DSA article 16 (reason, the content or profile,
 * who filed it and when, the chat's evidence) and decide them: no action, hide a photo, hide the
 * profile, or block the member. The decision, its audit row and the staff event commit together;
 * then the member concerned gets a statement of reasons (article 17: the measure, the facts, the
 * ground, that a person decided, how to appeal) in their language when the decision restricts
 * their content, and whoever filed the complaint is told the outcome. A blocked member's sessions
 * and event streams end at once.
 */
import {
  COMPLAINTS_PAGE_SIZE, isLocale, type ComplaintDecision, type Locale, type StaffComplaint, type StaffComplaintsAnswer,
} from '@dating/shared-contracts';
import type { Database } from '../../db/database.js';
import { transaction, type Transaction } from '../../db/transaction.js';
import { DomainError } from '../domain-error.js';
import { complaintOutcomeMail, statementOfReasonsMail, type MailService } from '../mail/index.js';
import type { ServerEventsService } from '../server-events/index.js';
import type { SessionsService } from '../sessions/index.js';
import type { StaffChange, StaffService } from '../staff/index.js';
import type { ComplaintRow, ModerationQueries, PhotoRow } from './moderation-repository.js';

/** What moderation needs of other domains. */
export interface ModerationNeeds {
  serverEvents: Pick<ServerEventsService, 'recordStaff'>;
  audit(tx: Transaction, change: StaffChange): Promise<void>;
  sessions: Pick<SessionsService, 'endAll'>;
  mail: MailService;
  /** A blocked member's cached account is dropped at once. */
  forgetMember(memberId: number): void;
  /** The configured origin of links in mails (PUBLIC_ORIGIN), else each site's own domain. */
  publicOrigin: string;
  /** The staff bar counts the open complaints through this. */
  registerQueue: StaffService['registerQueue'];
}

/** A locale for a mail: the member's saved language, else the site's default (Dutch). */
const localeOf = (language: string | undefined): Locale => (language && isLocale(language) ? language : 'nl');

function view(row: ComplaintRow, photos: PhotoRow[]): StaffComplaint {
  return {
    id: row.id, reference: row.reference, category: row.category, description: row.description,
    profile: row.profile_id === null ? null : {
      id: row.profile_id, name: row.profile_name ?? '', status: row.profile_status ?? '', member_id: row.profile_member_id,
      photos: photos.filter((photo) => photo.profile_id === row.profile_id).map((photo) => ({ id: photo.id, thumb: photo.thumb, status: photo.status })),
    },
    filer: { member_id: row.member_id, email: row.member_id === null ? row.email : null },
    filed_at: row.filed_at,
    evidence: row.evidence,
    status: row.status,
    decision: row.decision === null ? null : { action: row.decision, ground: row.decision_ground ?? '', decided_at: row.decided_at ?? '', decided_by: row.decided_by_name ?? '' },
  };
}

export function createModeration(db: Database, queries: (db: Database) => ModerationQueries, needs: ModerationNeeds) {
  const repository = queries(db);
  needs.registerQueue('complaints', () => repository.openCount());

  /** The mails of a decision, after its commit (the outbox keeps them; a failed send is retried by the mail worker). */
  async function mailDecision(complaint: ComplaintRow, action: ComplaintDecision['action'], ground: string): Promise<boolean> {
    const origin = needs.publicOrigin ? needs.publicOrigin.replace(/\/+$/, '') : `https://${complaint.site_domain.toLowerCase()}`;
    let statement = false;
    const concerned = complaint.profile_member_id;
    if (concerned !== null && action !== 'no_action') {
      const member = await repository.contact(concerned);
      if (member) {
        const mail = statementOfReasonsMail({ locale: localeOf(member.language), name: member.name || null, siteName: member.site_name }, `${origin}/complaints`, {
          action, reference: complaint.reference, category: complaint.category, date: complaint.filed_at.slice(0, 10), profile: complaint.profile_name ?? '', ground,
        });
        await needs.mail.send({ siteId: complaint.site_id, memberId: concerned, kind: 'statement_of_reasons', to: member.email, ...mail });
        statement = true;
      }
    }
    const filer = complaint.member_id === null ? undefined : await repository.contact(complaint.member_id);
    const address = filer?.email ?? complaint.email;
    if (address) {
      const siteName = filer?.site_name ?? (await repository.siteName(complaint.site_id));
      const mail = complaintOutcomeMail({ locale: localeOf(filer?.language), name: filer && filer.status === 'confirmed' ? filer.name || null : null, siteName }, `${origin}/`, complaint.reference, action);
      await needs.mail.send({ siteId: complaint.site_id, memberId: complaint.member_id, kind: 'complaint_outcome', to: address, ...mail });
    }
    return statement;
  }

  return {
    /** A page of complaints of a state, with how many are open. */
    async list(status: 'open' | 'closed', after: number | undefined): Promise<StaffComplaintsAnswer> {
      const [open, rows] = await Promise.all([repository.openCount(), repository.page(status, after, COMPLAINTS_PAGE_SIZE + 1)]);
      const shown = rows.slice(0, COMPLAINTS_PAGE_SIZE);
      const photos = await repository.photos([...new Set(shown.flatMap((row) => (row.profile_id === null ? [] : [row.profile_id])))]);
      return { open, complaints: shown.map((row) => view(row, photos)), next: rows.length > COMPLAINTS_PAGE_SIZE ? shown.at(-1)!.id : null };
    },

    /** Decides an open complaint (see the file's comment); refuses a decided one, an action without its profile or photo. */
    async decide(staffId: number, decision: ComplaintDecision): Promise<{ complaint: StaffComplaint; statement_mailed: boolean }> {
      const { complaint, blocked } = await transaction(db, async (tx) => {
        const q = queries(tx);
        const row = await q.one(decision.complaint_id, true);
        if (!row) throw new DomainError('not_found');
        if (row.status !== 'open') throw new DomainError('complaint_decided');
        if (decision.action !== 'no_action' && row.profile_id === null) throw new DomainError('complaint_profile_required', { fields: { action: 'complaint_profile_required' } });
        const before: Record<string, unknown> = { status: row.status };
        const after: Record<string, unknown> = { status: 'closed', action: decision.action, ground: decision.ground };
        let blocked: number | null = null;
        if (decision.action === 'hide_photo') {
          if (decision.photo_id === undefined) throw new DomainError('complaint_photo_required', { fields: { photo_id: 'complaint_photo_required' } });
          const photo = await q.hidePhoto(decision.photo_id, row.profile_id!);
          if (!photo) throw new DomainError('complaint_photo_required', { fields: { photo_id: 'complaint_photo_required' } });
          Object.assign(before, { photo_id: decision.photo_id, photo_status: photo.status, photo_main: photo.is_main });
          Object.assign(after, { photo_id: decision.photo_id, photo_status: 'rejected', photo_main: false });
        }
        if (decision.action === 'hide_profile' || decision.action === 'block_member') {
          before.profile_status = await q.hideProfile(row.profile_id!);
          after.profile_status = 'blocked';
        }
        if (decision.action === 'block_member' && row.profile_member_id !== null) {
          before.member_status = await q.blockMember(row.profile_member_id);
          after.member_status = 'blocked';
          blocked = row.profile_member_id;
        }
        await q.close(row.id, { action: decision.action, ground: decision.ground, staffId });
        await needs.audit(tx, { staffId, action: `complaint.${decision.action}`, recordType: 'complaint', recordId: row.id, before, after });
        await needs.serverEvents.recordStaff(tx, 'complaint.decided', { complaint_id: row.id, staff_id: staffId });
        return { complaint: row, blocked };
      });
      if (blocked !== null) {
        needs.forgetMember(blocked);
        await needs.sessions.endAll(blocked);
      }
      const statementMailed = await mailDecision(complaint, decision.action, decision.ground);
      const decided = await repository.one(complaint.id);
      const photos = await repository.photos(complaint.profile_id === null ? [] : [complaint.profile_id]);
      return { complaint: view(decided!, photos), statement_mailed: statementMailed };
    },
  };
}
export type ModerationService = ReturnType<typeof createModeration>;
