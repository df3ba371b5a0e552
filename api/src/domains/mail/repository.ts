/** Data access for outgoing mail (the outbox) and the sender details of a site. */
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
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
    /**
     * Claims up to `limit` queued mails that are due: each claim counts an attempt and moves the
     * mail's next attempt on by the backoff of that attempt, so a process that dies mid-delivery
     * leaves the mail to be retried then, and another process never takes a claimed mail.
     */
    async claimDue(limit: number, backoff: { firstSeconds: number; maxSeconds: number }): Promise<MailRow[]> {
      const due = db.select({ id: outgoingMail.id }).from(outgoingMail)
        .where(and(eq(outgoingMail.status, 'queued'), lte(outgoingMail.nextAttemptAt, sql`now()`)))
        .orderBy(asc(outgoingMail.id)).limit(limit).for('update', { skipLocked: true });
      // Attempt n (counting from 1) that fails is retried firstSeconds · 2^(n-1) later, at most maxSeconds.
      const delay = sql`least(${backoff.maxSeconds}, ${backoff.firstSeconds} * power(2, ${outgoingMail.attempts}))`;
      return db.update(outgoingMail)
        .set({ attempts: sql`${outgoingMail.attempts} + 1`, nextAttemptAt: sql`now() + make_interval(secs => ${delay})` })
        .where(inArray(outgoingMail.id, due))
        .returning();
    },
    /** Delivered by SMTP ('sent'), or rendered and kept in the outbox ('kept'). */
    async markDone(id: number, status: 'sent' | 'kept') {
      await db.update(outgoingMail).set({ status, sentAt: status === 'sent' ? sql`now()` : null, lastError: null }).where(eq(outgoingMail.id, id));
    },
    /** A failed attempt: the mail waits for its next attempt, or is given up on. */
    async markAttemptFailed(id: number, error: string, giveUp: boolean) {
      await db.update(outgoingMail).set({ lastError: error.slice(0, 500), ...(giveUp && { status: 'failed' as const }) }).where(eq(outgoingMail.id, id));
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
