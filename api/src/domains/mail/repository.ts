/** Data access for outgoing mail (the outbox) and the sender details of a site. */
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { members, outgoingMail, sites } from '../../db/schema.js';

export type MailRow = typeof outgoingMail.$inferSelect;
export type NewMailRow = typeof outgoingMail.$inferInsert;

/** Outbox rows and site senders over the database. */
export function createMailRepository(db: Database) {
  return {
    /** The From name and address of a site's mail. */
    async sender(siteId: number): Promise<{ name: string; address: string } | undefined> {
      const [row] = await db.select({ name: sites.mailName, address: sites.supportEmail }).from(sites).where(eq(sites.id, siteId));
      return row;
    },
    /** The kinds of e-mail a member switched off. */
    async disabledKinds(memberId: number): Promise<string[]> {
      const [row] = await db.select({ kinds: members.notificationsDisabled }).from(members).where(eq(members.id, memberId));
      return row?.kinds ?? [];
    },
    async insert(row: NewMailRow): Promise<MailRow> {
      const [stored] = await db.insert(outgoingMail).values(row).returning();
      return stored!;
    },
    async markSent(id: number) {
      await db.update(outgoingMail).set({ sentAt: sql`now()` }).where(eq(outgoingMail.id, id));
    },
    /** Newest first; `to` matches the recipient case-insensitively. */
    async list(options: { to?: string; limit: number }): Promise<MailRow[]> {
      const query = db.select().from(outgoingMail);
      const filtered = options.to ? query.where(sql`lower(${outgoingMail.toAddress}) = ${options.to.toLowerCase()}`) : query;
      return filtered.orderBy(desc(outgoingMail.id)).limit(options.limit);
    },
    async byId(id: number): Promise<MailRow | undefined> {
      const [row] = await db.select().from(outgoingMail).where(eq(outgoingMail.id, id));
      return row;
    },
  };
}
export type MailRepository = ReturnType<typeof createMailRepository>;
