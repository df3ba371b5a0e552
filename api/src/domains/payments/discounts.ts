/**
 * Which discount a member gets: the time bonus (TIMEBONUS25, 25 %, once per member, only for a
 * non-paying member within 4 h of signup: the server's clock decides, never the browser's), or a
 * discount code of the catalogue (percentage, minimum order, country, methods, expiry, once per
 * member), or the member's own code of the deletion flow's "stay" offer (stay-offer.ts). The use
 * is recorded when the payment completes (the webhook's transaction).
 */
import { TIME_BONUS, type PaymentMethod } from '@dating/shared-contracts';
import { DomainError } from '../domain-error.js';
import type { PaymentsRepository } from './repository.js';

/** A discount that holds for an order. */
export interface Discount {
  code: string;
  percentage: number;
  /** When it ends (the time bonus), or null. */
  expiresAt: Date | null;
  /** Where it holds beyond that (null: anywhere): a minimum order in `currency`, a country, methods. */
  minimumOrder?: number | null;
  currency?: string | null;
  country?: string | null;
  methods?: PaymentMethod[] | null;
}

/** What decides whether a discount holds. */
export interface Buyer {
  id: number;
  paidUser: boolean;
  signupDate: Date;
}

/** The time bonus while it holds for the member at `now`, else null (used, paying, or past the window). */
export async function timeBonus(repository: PaymentsRepository, buyer: Buyer, now: Date): Promise<Discount | null> {
  const ends = new Date(buyer.signupDate.getTime() + TIME_BONUS.windowSeconds * 1000);
  if (buyer.paidUser || now >= ends) return null;
  if (await repository.redeemed(TIME_BONUS.code, buyer.id)) return null;
  return { code: TIME_BONUS.code, percentage: TIME_BONUS.percentage, expiresAt: ends };
}

/** The member's own code (the deletion flow's "stay" offer) while it holds: not used and not past its end. */
export async function memberCode(repository: PaymentsRepository, buyer: Buyer, now: Date): Promise<Discount | null> {
  const row = await repository.memberCode(buyer.id);
  if (!row || !row.active || (row.expiresAt !== null && row.expiresAt <= now)) return null;
  if (await repository.redeemed(row.code.toUpperCase(), buyer.id)) return null;
  return { code: row.code.toUpperCase(), percentage: row.percentage, expiresAt: row.expiresAt };
}

/**
 * The discount /credits applies by itself: the time bonus or the member's own code, whichever
 * holds, the larger when both do (a member who pressed "stay" for 50 % must not land on 25 %).
 */
export async function activeDiscount(repository: PaymentsRepository, buyer: Buyer, now: Date): Promise<Discount | null> {
  const [bonus, own] = await Promise.all([timeBonus(repository, buyer, now), memberCode(repository, buyer, now)]);
  if (bonus && own) return own.percentage > bonus.percentage ? own : bonus;
  return bonus ?? own;
}

/** The discount a typed code gives this order; refused as the spec's 'Code niet gevonden' or 'Code reeds gebruikt'. */
export async function discountFor(
  repository: PaymentsRepository,
  buyer: Buyer,
  // Without a method or an amount (a code checked before the order), those conditions wait for the payment.
  order: { code: string; country: string; currency: string; method?: PaymentMethod; listAmount?: number; siteId: number },
  now: Date,
): Promise<Discount> {
  const code = order.code.trim().toUpperCase();
  if (code === TIME_BONUS.code) {
    if (await repository.redeemed(code, buyer.id)) throw new DomainError('discount_code_used');
    const bonus = await timeBonus(repository, buyer, now);
    if (!bonus) throw new DomainError('discount_code_not_found');
    return bonus;
  }
  const row = await repository.discountCode(code);
  const holds = row && row.active
    && (row.siteId === null || row.siteId === order.siteId)
    && (row.memberId === null || row.memberId === buyer.id)
    && (row.country === null || row.country === order.country)
    && (row.expiresAt === null || row.expiresAt > now)
    && (row.methods === null || order.method === undefined || row.methods.includes(order.method))
    && (row.minimumOrder === null || order.listAmount === undefined || (row.currency === order.currency && order.listAmount >= row.minimumOrder));
  if (!row || !holds) throw new DomainError('discount_code_not_found');
  if (await repository.redeemed(row.code.toUpperCase(), buyer.id)) throw new DomainError('discount_code_used');
  return {
    code: row.code.toUpperCase(), percentage: row.percentage, expiresAt: row.expiresAt,
    minimumOrder: row.minimumOrder, currency: row.currency, country: row.country, methods: row.methods,
  };
}
