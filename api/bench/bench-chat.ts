/**
 * What the chat rows of the API bench read and send: premium@ with 500 conversations (one message
 * each, from the likes bench's fictional copies) and one conversation of 5,000 messages; and
 * CHAT_SENDERS paid members with credits enough to send for the whole bench, each writing to a
 * confirmed member of their own (so every send is announced on a member's stream, and no two
 * connections wait for the same receiver's stream head), so the per-member send budget
 * (messagesPerMember, 300 an hour) is never what the bench meets.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/database.js';
import { queryRows } from '../src/db/rows.js';

const CONVERSATIONS = 500;
const LONG_CONVERSATION = 5000;
/** Members who send in the bench (and as many who receive): each connection takes the next pair. */
export const CHAT_SENDERS = 200;
/** What the bench server tells the bench about the chat data. */
export interface BenchChat {
  /** The conversation of 5,000 messages, and a message id halfway: a page back from there. */
  conversation: number;
  before: number;
  /** premium@'s profile. */
  profileId: number;
  /** The profile each sender writes to: `receivers[n]` is bench-sender-(n+1)@'s receiver. */
  receivers: number[];
}

export async function seedBenchChat(db: Database, log: (line: string) => void): Promise<BenchChat> {
  const started = Date.now();
  const [me] = await queryRows<{ member_id: number; profile_id: number; password_hash: string; site_id: number }>(db, sql`
    select m.id as member_id, p.id as profile_id, m.password_hash, m.site_id from members m join profiles p on p.member_id = m.id where m.email = 'premium@example.com'`);
  const copies = await queryRows<{ id: number }>(db, sql`select id from profiles where name like 'Bench %' and fictional order by id limit ${CONVERSATIONS + 1}`);
  const ids = `{${copies.map((row) => row.id).join(',')}}`;
  const conversations = await queryRows<{ id: number; other: number }>(db, sql`
    insert into conversations (low_profile_id, high_profile_id, started_by_member_id)
    select least(c.id, ${me!.profile_id}::int), greatest(c.id, ${me!.profile_id}::int), ${me!.member_id}::int from unnest(${ids}::int[]) as c(id)
    returning id, case when low_profile_id = ${me!.profile_id}::int then high_profile_id else low_profile_id end as other`);
  const long = conversations.at(-1)!;
  await db.execute(sql`
    insert into conversation_members (conversation_id, profile_id, member_id)
    select c.id, p.id, p.member_id from conversations c join profiles p on p.id in (c.low_profile_id, c.high_profile_id)
    where c.started_by_member_id = ${me!.member_id}`);
  // One message from each copy, minutes apart; the long conversation's messages alternate sides.
  await db.execute(sql`
    insert into messages (conversation_id, sender_profile_id, kind, text, delivered_at, created_at)
    select c.id, c.other, 'text', 'Hoi, hoe gaat het?', now() - n * interval '1 minute', now() - n * interval '1 minute'
    from (select id, other, row_number() over (order by id) as n from unnest(${`{${conversations.slice(0, -1).map((c) => c.id).join(',')}}`}::int[], ${`{${conversations.slice(0, -1).map((c) => c.other).join(',')}}`}::int[]) as c(id, other)) c`);
  await db.execute(sql`
    insert into messages (conversation_id, sender_profile_id, sender_member_id, kind, text, credits, delivered_at, created_at)
    select ${long.id}::int, case when n % 2 = 0 then ${me!.profile_id}::int else ${long.other}::int end, case when n % 2 = 0 then ${me!.member_id}::int end,
      'text', 'Bericht ' || n, 0, now() - (${LONG_CONVERSATION}::int - n) * interval '1 second', now() - (${LONG_CONVERSATION}::int - n) * interval '1 second'
    from generate_series(1, ${LONG_CONVERSATION}) as n`);
  await db.execute(sql`
    update conversation_members cm set last_message_id = l.id, last_message_at = l.created_at,
      unread_count = case when cm.member_id is null then 0 else 1 end
    from (select distinct on (conversation_id) conversation_id, id, created_at from messages order by conversation_id, id desc) l
    where l.conversation_id = cm.conversation_id`);
  const [middle] = await queryRows<{ id: number }>(db, sql`
    select id from messages where conversation_id = ${long.id} order by id offset ${LONG_CONVERSATION / 2} limit 1`);

  // Paid senders with their own opening balance (one ledger entry each, so the ledger reconciles).
  await db.execute(sql`
    with made as (
      insert into members (site_id, email, password_hash, status, paid_user, credits)
      select ${me!.site_id}::int, 'bench-sender-' || n || '@example.com', ${me!.password_hash}, 'confirmed', true, 100000000
      from generate_series(1, ${CHAT_SENDERS}) as n returning id, email),
    entries as (
      insert into credit_entries (member_id, amount, kind, idempotency_key, balance_after)
      select id, 100000000, 'opening_balance', 'bench-opening:' || id, 100000000 from made returning member_id)
    insert into profiles (member_id, name, gender, seeking, date_of_birth, country, status)
    select id, 'Afzender', 'male', 'female', date '1985-01-01', 'NZ', 'active' from made`);
  // Their receivers: confirmed members (a fictional profile's messages wait for an operator, unannounced).
  await db.execute(sql`
    with made as (
      insert into members (site_id, email, password_hash, status)
      select ${me!.site_id}::int, 'bench-receiver-' || n || '@example.com', ${me!.password_hash}, 'confirmed'
      from generate_series(1, ${CHAT_SENDERS}) as n returning id, email)
    insert into profiles (member_id, name, gender, seeking, date_of_birth, country, status)
    select id, 'Ontvanger', 'female', 'male', date '1988-01-01', 'NZ', 'active' from made`);
  const receivers = await queryRows<{ id: number }>(db, sql`
    select p.id from profiles p join members m on m.id = p.member_id
    where m.email like 'bench-receiver-%' order by substring(m.email from '[0-9]+')::int`);
  await db.execute(sql`vacuum analyze conversations, conversation_members, messages, members, profiles`);
  log(`${CONVERSATIONS} conversations and one of ${LONG_CONVERSATION} messages for premium@, ${CHAT_SENDERS} paid senders and ${receivers.length} receivers in ${Date.now() - started} ms`);
  return { conversation: long.id, before: middle!.id, profileId: me!.profile_id, receivers: receivers.map((row) => row.id) };
}
