/** Members who chat over real HTTP: premium with credits through the ledger, and photo sends through POST /api/chat-photo.php. */
import { sql } from 'drizzle-orm';
import { transaction } from '../../src/db/transaction.js';
import { confirmedMember, type TestMember } from './members.js';
import type { TestSite } from './test-site.js';

let serial = 0;
/** A client id no other send of this run uses. */
export const photoClientId = () => `photo-${Date.now().toString(36)}-${(serial += 1)}`;

/** A confirmed member holding `credits` (granted through the ledger); premium (has bought) unless told otherwise. */
export async function payingMember(site: TestSite, credits: number, premium = true): Promise<TestMember> {
  const member = await confirmedMember(site);
  if (premium) await site.database.db.execute(sql`update members set paid_user = true where id = ${member.id}`);
  if (credits > 0) await transaction(site.database.db, (tx) => site.domains.credits.grant(tx, member.id, credits, 'purchase', `test-purchase:${member.id}`));
  site.domains.users.forget(member.id);
  return member;
}

/** Sends a photo to a profile or in a conversation, as the chat's form does. */
export function sendChatPhoto(member: TestMember, to: { profile_id?: number; conversation_id?: number }, bytes: Buffer, id = photoClientId(), type = 'image/jpeg') {
  const form = new FormData();
  for (const [key, value] of Object.entries(to)) form.append(key, String(value));
  form.append('client_id', id);
  form.append('photo', new Blob([new Uint8Array(bytes)], { type }), 'photo.jpg');
  return member.client.request('POST', '/api/chat-photo.php', { body: form, headers: { 'accept-language': 'nl' } });
}
