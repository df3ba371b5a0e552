/**
 * The data download (GDPR articles 15 and 20): one zip with `my-data.json`, everything the site
 * holds about the member in the field names of shared-contracts, and `photos/`, the largest
 * rendition of each photo. Secrets are left out: the password hash and token hashes are ours, not
 * data about the member.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { zipSync, type Zippable } from 'fflate';
import type { Clock } from '../../lib/clock.js';
import { DomainError } from '../domain-error.js';
import { profileDetails } from '../profile/index.js';
import type { MyDataRepository } from './repository.js';

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

export function createMyDataService(repository: MyDataRepository, mediaDir: string, clock: Clock) {
  return {
    /** The zip's bytes. */
    async archive(memberId: number): Promise<Uint8Array> {
      const data = await repository.collect(memberId);
      if (!data) throw new DomainError('not_found');
      const { member, profile } = data;
      const files: Zippable = {};
      const photos = [];
      for (const photo of data.photos) {
        const largest = photo.sizes[photo.sizes.length - 1];
        let file: string | null = null;
        if (largest) {
          const bytes = await fs.readFile(path.join(mediaDir, largest.file)).catch(() => null);
          if (bytes) {
            file = `photos/${photo.id}${path.extname(largest.file)}`;
            // Already compressed: stored as is.
            files[file] = [new Uint8Array(bytes), { level: 0 }];
          }
        }
        photos.push({ id: photo.id, status: photo.status, main: photo.isMain, position: photo.position, uploaded_at: iso(photo.createdAt), file });
      }
      const json = {
        exported_at: iso(clock.now()),
        site: data.site,
        account: {
          id: member.id,
          email: member.email,
          status: member.status,
          credits: member.credits,
          paid_user: member.paidUser,
          signup_date: iso(member.signupDate),
          language: member.language,
          notifications_disabled: member.notificationsDisabled,
          deleted_at: iso(member.deletedAt),
          deletion_reason: member.deletionReason,
        },
        profile: profile && { ...profileDetails(profile), status: profile.status, created_at: iso(profile.createdAt) },
        photos,
        tracking: data.tracking.map((t) => ({ network: t.network, ref: t.ref, sub1: t.sub1, sub2: t.sub2, sub3: t.sub3, created_at: iso(t.createdAt) })),
        sessions: data.sessions.map((s) => ({ started_at: iso(s.createdAt), expires_at: iso(s.expiresAt), ended_at: iso(s.revokedAt), user_agent: s.userAgent })),
        login_attempts: data.logins.map((l) => ({ ip: l.ip, succeeded: l.succeeded, at: iso(l.createdAt) })),
        mail: data.mail.map((m) => ({ kind: m.kind, to: m.to, subject: m.subject, text: m.text, sent_at: iso(m.createdAt) })),
        complaints: data.complaints.map((c) => ({ reference: c.reference, category: c.category, description: c.description, profile_id: c.profileId, filed_at: iso(c.createdAt) })),
      };
      files['my-data.json'] = new TextEncoder().encode(`${JSON.stringify(json, null, 2)}\n`);
      return zipSync(files, { level: 6 });
    },
  };
}
export type MyDataService = ReturnType<typeof createMyDataService>;
