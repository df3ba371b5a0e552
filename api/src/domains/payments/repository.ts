/** The payments domain's SQL (Drizzle over db/schema.ts): only its service calls it. */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { PaymentState } from '@dating/shared-contracts';
import type { Database } from '../../db/database.js';
import { companies, discountCodes, discountRedemptions, members, paymentEvents, payments, profiles, siteSecrets, sites } from '../../db/schema.js';
import type { Transaction } from '../../db/transaction.js';

/** A payment row. */
export type PaymentRow = typeof payments.$inferSelect;
/** A new payment, priced. */
export type NewPayment = typeof payments.$inferInsert;
/** A discount code row. */
export type DiscountCodeRow = typeof discountCodes.$inferSelect;

export function createPaymentsRepository(db: Database) {
  return {
    /** What the shop needs of a member: country, premium flag, signup time. */
    async buyer(memberId: number) {
      const [row] = await db
        .select({ id: members.id, siteId: members.siteId, paidUser: members.paidUser, signupDate: members.signupDate, credits: members.credits, country: profiles.country })
        .from(members)
        .innerJoin(profiles, eq(profiles.memberId, members.id))
        .where(eq(members.id, memberId));
      return row;
    },

    async insertPayment(payment: NewPayment): Promise<PaymentRow> {
      const [row] = await db.insert(payments).values(payment).returning();
      return row!;
    },

    /** Keeps the provider's own id of a payment it opened. */
    async setProviderRef(paymentId: number, providerRef: string): Promise<void> {
      await db.update(payments).set({ providerRef }).where(eq(payments.id, paymentId));
    },

    /** Our payment a provider knows as `providerRef` (undefined when this site opened none). */
    async paymentIdByRef(provider: string, providerRef: string): Promise<number | undefined> {
      const [row] = await db.select({ id: payments.id }).from(payments).where(and(eq(payments.provider, provider), eq(payments.providerRef, providerRef)));
      return row?.id;
    },

    /** Marks a payment the provider could not open as failed (it was never shown to the member as pending). */
    async abandon(paymentId: number, settledAt: Date): Promise<void> {
      await db.update(payments).set({ status: 'failed', settledAt }).where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')));
    },

    /** The member's payment (undefined when it is someone else's or does not exist). */
    async memberPayment(memberId: number, paymentId: number): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(and(eq(payments.id, paymentId), eq(payments.memberId, memberId)));
      return row;
    },

    async memberPayments(memberId: number, limit: number): Promise<PaymentRow[]> {
      return db.select().from(payments).where(eq(payments.memberId, memberId)).orderBy(desc(payments.id)).limit(limit);
    },

    async payment(paymentId: number): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
      return row;
    },

    /** Claims a provider event; false when it was taken before (a repeated delivery). */
    async claimEvent(tx: Transaction, provider: string, eventId: string, paymentId: number, status: PaymentState): Promise<boolean> {
      const rows = await tx.insert(paymentEvents).values({ provider, eventId, paymentId, status }).onConflictDoNothing().returning({ eventId: paymentEvents.eventId });
      return rows.length === 1;
    },

    /** The payment, its row locked until the transaction ends (webhooks for one payment take turns). */
    async lockPayment(tx: Transaction, paymentId: number): Promise<PaymentRow | undefined> {
      const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
      return row;
    },

    async settle(tx: Transaction, paymentId: number, status: PaymentState, settledAt: Date, firstPurchase: boolean): Promise<void> {
      await tx.update(payments).set({ status, settledAt, firstPurchase }).where(eq(payments.id, paymentId));
    },

    /** Makes the member premium; true when this call did (they were not before). */
    async makePremium(tx: Transaction, memberId: number): Promise<boolean> {
      const rows = await tx.update(members).set({ paidUser: true }).where(and(eq(members.id, memberId), eq(members.paidUser, false))).returning({ id: members.id });
      return rows.length === 1;
    },

    async memberState(tx: Transaction, memberId: number) {
      const [row] = await tx.select({ credits: members.credits, paidUser: members.paidUser }).from(members).where(eq(members.id, memberId));
      return row!;
    },

    /** Records a code's use by a member; false when they had used it already. */
    async redeem(tx: Transaction, code: string, memberId: number, paymentId: number): Promise<boolean> {
      const rows = await tx.insert(discountRedemptions).values({ code, memberId, paymentId }).onConflictDoNothing().returning({ code: discountRedemptions.code });
      return rows.length === 1;
    },

    async redeemed(code: string, memberId: number): Promise<boolean> {
      const [row] = await db.select({ code: discountRedemptions.code }).from(discountRedemptions).where(and(eq(discountRedemptions.code, code), eq(discountRedemptions.memberId, memberId)));
      return row !== undefined;
    },

    async discountCode(code: string): Promise<DiscountCodeRow | undefined> {
      const [row] = await db.select().from(discountCodes).where(sql`upper(${discountCodes.code}) = upper(${code})`);
      return row;
    },

    /** The discount the site's company offers a member who is about to delete their account (percent; 0: none). */
    async deleteDiscountOfSite(siteId: number): Promise<number> {
      const [row] = await db.select({ deleteDiscount: companies.deleteDiscount }).from(companies).innerJoin(sites, eq(sites.companyId, companies.id)).where(eq(sites.id, siteId));
      return row?.deleteDiscount ?? 0;
    },

    /** The code made for this member alone (the "stay" offer), the newest if there were several. */
    async memberCode(memberId: number, tx?: Transaction): Promise<DiscountCodeRow | undefined> {
      const [row] = await (tx ?? db).select().from(discountCodes).where(eq(discountCodes.memberId, memberId)).orderBy(desc(discountCodes.id)).limit(1);
      return row;
    },

    /** Holds the member's row until the transaction ends: one "stay" offer of a member is made at a time. */
    async lockMember(tx: Transaction, memberId: number): Promise<void> {
      await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
    },

    async insertCode(tx: Transaction, code: typeof discountCodes.$inferInsert): Promise<DiscountCodeRow> {
      const [row] = await tx.insert(discountCodes).values(code).returning();
      return row!;
    },

    async extendCode(tx: Transaction, id: number, expiresAt: Date): Promise<DiscountCodeRow> {
      const [row] = await tx.update(discountCodes).set({ expiresAt }).where(eq(discountCodes.id, id)).returning();
      return row!;
    },

    /** The company of a site, for the receipt. */
    async companyOfSite(siteId: number) {
      const [row] = await db
        .select({ name: companies.name, address: companies.address, city: companies.city, country: companies.country, kvk: companies.kvk, vatNumbers: companies.vatNumbers })
        .from(companies)
        .innerJoin(sites, eq(sites.companyId, companies.id))
        .where(eq(sites.id, siteId));
      return row;
    },

    /** The secret kept under `name`, made by `make` and stored the first time (the first writer wins). */
    async secret(name: string, make: () => string): Promise<string> {
      await db.insert(siteSecrets).values({ name, secret: make() }).onConflictDoNothing();
      const [row] = await db.select({ secret: siteSecrets.secret }).from(siteSecrets).where(eq(siteSecrets.name, name));
      return row!.secret;
    },
  };
}
/** The payments repository's type, for its service. */
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
