/**
 * The deletion flow's reason to stay: a code of the company's `delete_discount` made for the
 * member alone (`discount_codes.member_id`), holding STAY_DISCOUNT_DAYS. Asked again, the same
 * code answers (unused and past its end, it holds again from now), so pressing "stay" twice or in
 * two tabs makes one code; once used it is 'Code reeds gebruikt', and no second one is made.
 */
import { randomBytes } from 'node:crypto';
import { STAY_DISCOUNT_DAYS } from '@dating/shared-contracts';
import type { Database } from '../../db/database.js';
import { transaction } from '../../db/transaction.js';
import { DomainError } from '../domain-error.js';
import type { Discount } from './discounts.js';
import type { PaymentsRepository } from './repository.js';

const DAY_MS = 86_400_000;
// Letters and digits that read unambiguously when a member types the code again.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newCode(): string {
  return `STAY-${[...randomBytes(8)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('')}`;
}

/** The member's stay code at `now`, made the first time (the percentage is the site's company's). */
export async function offerStayCode(db: Database, repository: PaymentsRepository, member: { id: number; siteId: number }, now: Date): Promise<Discount> {
  const percentage = await repository.deleteDiscountOfSite(member.siteId);
  if (percentage <= 0) throw new DomainError('discount_code_not_found');
  const ends = new Date(now.getTime() + STAY_DISCOUNT_DAYS * DAY_MS);
  const row = await transaction(db, async (tx) => {
    await repository.lockMember(tx, member.id);
    const mine = await repository.memberCode(member.id, tx);
    if (!mine) return repository.insertCode(tx, { siteId: member.siteId, code: newCode(), percentage, memberId: member.id, expiresAt: ends });
    return mine;
  });
  if (await repository.redeemed(row.code.toUpperCase(), member.id)) throw new DomainError('discount_code_used');
  const held = row.expiresAt !== null && row.expiresAt <= now ? await transaction(db, (tx) => repository.extendCode(tx, row.id, ends)) : row;
  return { code: held.code.toUpperCase(), percentage: held.percentage, expiresAt: held.expiresAt };
}
