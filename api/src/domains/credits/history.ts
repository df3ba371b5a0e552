/**
 * The member's credit history as GET /api/credits-history.php answers it: pages of entries,
 * newest first, with a keyset cursor. A member sees what each entry was, never its idempotency key,
 * and a reference only when it names something of the member's own (a payment, a message, a gift,
 * a photo): a staff correction's reference stays inside.
 */
import { CREDITS_HISTORY_PAGE_SIZE, type CreditEntry, type CreditsHistoryAnswer, type CreditsHistoryQuery } from '@dating/shared-contracts';
import { decodeKeyset, encodeKeyset } from '../../lib/keyset-cursor.js';
import { DomainError } from '../domain-error.js';
import type { CreditsRepository, HistoryRow } from './repository.js';

/** The references a member may see: their own payments, messages, gifts and photos. */
const VISIBLE_REFERENCE = /^(payment|message|gift|photo):[1-9]\d{0,9}$/;
const CURSOR_TAG = ['credits'] as const;

/** The reference as the member may see it (null when it is none of theirs to see). */
export function visibleReference(reference: string | null): string | null {
  return reference !== null && VISIBLE_REFERENCE.test(reference) ? reference : null;
}

function entryOf(row: HistoryRow): CreditEntry {
  return {
    id: Number(row.id),
    amount: Number(row.amount),
    kind: row.kind,
    reference: visibleReference(row.reference),
    balance_after: Number(row.balance_after),
    created_at: row.created_at,
  };
}

/** A page of the member's entries; a cursor that is not one of ours answers 400 invalid_input. */
export async function historyPage(repository: CreditsRepository, memberId: number, query: CreditsHistoryQuery): Promise<CreditsHistoryAnswer> {
  const after = query.after === undefined ? null : decodeKeyset(query.after, CURSOR_TAG);
  if (query.after !== undefined && !after) throw new DomainError('invalid_input', { fields: { after: 'invalid_input' } });
  // One row more than a page tells whether another page follows.
  const rows = await repository.page(memberId, after, CREDITS_HISTORY_PAGE_SIZE + 1);
  const shown = rows.slice(0, CREDITS_HISTORY_PAGE_SIZE);
  const last = shown.at(-1);
  return {
    entries: shown.map(entryOf),
    next: rows.length > CREDITS_HISTORY_PAGE_SIZE && last ? encodeKeyset({ tag: CURSOR_TAG[0], at: last.key_at, id: Number(last.id) }) : null,
  };
}
