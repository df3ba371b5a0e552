/** Reads everything the site holds about one member, table by table, for the data download. */
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import {
  complaints, loginAttempts, members, outgoingMail, profileImages, profiles, sessions, sites, trackingData,
} from '../../db/schema.js';
import { memberLogin } from '../users/index.js';

export function createMyDataRepository(db: Database) {
  return {
    async collect(memberId: number) {
      const [member] = await db.select().from(members).where(eq(members.id, memberId));
      if (!member) return undefined;
      const [site] = await db.select({ domain: sites.domain, name: sites.name }).from(sites).where(eq(sites.id, member.siteId));
      const [profile] = await db.select().from(profiles).where(eq(profiles.memberId, memberId));
      const login = memberLogin(member.siteId, member.email);
      const photos = profile ? await db.select().from(profileImages).where(eq(profileImages.profileId, profile.id)).orderBy(asc(profileImages.position)) : [];
      return {
        member,
        site,
        profile,
        photos,
        tracking: await db.select().from(trackingData).where(eq(trackingData.memberId, memberId)),
        sessions: await db.select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt, revokedAt: sessions.revokedAt, userAgent: sessions.userAgent })
          .from(sessions).where(eq(sessions.memberId, memberId)).orderBy(asc(sessions.id)),
        logins: await db.select({ ip: loginAttempts.ip, succeeded: loginAttempts.succeeded, createdAt: loginAttempts.createdAt }).from(loginAttempts)
          .where(and(eq(loginAttempts.realm, login.realm), eq(loginAttempts.account, login.account))).orderBy(asc(loginAttempts.id)),
        mail: await db.select({ kind: outgoingMail.kind, to: outgoingMail.toAddress, subject: outgoingMail.subject, text: outgoingMail.text, createdAt: outgoingMail.createdAt })
          .from(outgoingMail).where(eq(outgoingMail.memberId, memberId)).orderBy(asc(outgoingMail.id)),
        complaints: await db.select({ reference: complaints.reference, category: complaints.category, description: complaints.description, profileId: complaints.profileId, createdAt: complaints.createdAt })
          .from(complaints).where(eq(complaints.memberId, memberId)).orderBy(asc(complaints.id)),
      };
    },
  };
}
export type MyDataRepository = ReturnType<typeof createMyDataRepository>;
