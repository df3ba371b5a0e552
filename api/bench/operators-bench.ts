/**
 * `npm run bench:operators -w api`: the operators' queue at OPERATORS_WAITING (default 10,000)
 * waiting conversations, on PGlite and on PostgreSQL (TEST_DATABASE_URL, default the local server,
 * when it answers), each on a fresh database: members, fictional profiles, one conversation each
 * with the member's message waiting, all made in bulk SQL. Then OPERATORS_ANSWERS (default 300)
 * times: the queue's first page (longest waiting first), a claim of its first conversation and the
 * answer to it, through the operators' service as the endpoints call it (one transaction each:
 * claim with its audit row and staff event; answer with the chat's delivery to the member, the
 * member's events, the audit row and the staff event). Prints p50/p99 of each; exits 1 when the
 * claim's or the answer's p99 misses OPERATORS_AIM_MS (default 50).
 */
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config.js';
import type { OpenDatabase } from '../src/db/database.js';
import { queryRows } from '../src/db/rows.js';
import { transaction } from '../src/db/transaction.js';
import { createDomains } from '../src/domains/index.js';
import { seedCompany } from '../src/seed/company.js';
import { seedSites } from '../src/seed/sites.js';
import { availableBackends, type Backend } from '../test/support/backends.js';
import { onFreshDatabase } from './fresh-database.js';

process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
const WAITING = Number(process.env.OPERATORS_WAITING ?? 10_000);
const ANSWERS = Number(process.env.OPERATORS_ANSWERS ?? 300);
const AIM_MS = Number(process.env.OPERATORS_AIM_MS ?? 50);
const FICTIONAL = 500;

interface Figures {
  waitingBefore: number;
  waitingAfter: number;
  queue: number[];
  claim: number[];
  answer: number[];
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function timed<T>(into: number[], work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  into.push(performance.now() - started);
  return result;
}

/** WAITING members each waiting on a conversation with one of FICTIONAL fictional profiles; the operator's staff id. */
async function prepare(database: OpenDatabase): Promise<number> {
  const { db } = database;
  const siteId = await transaction(db, async (tx) => [...(await seedSites(tx, await seedCompany(tx))).values()][0]!);
  await db.execute(sql`
    insert into profiles (name, gender, date_of_birth, country, fictional)
    select 'Fictief ' || n, 'female', date '1990-01-01', 'NL', true from generate_series(1, ${FICTIONAL}) as n`);
  await db.execute(sql`
    insert into members (site_id, email, password_hash, status)
    select ${siteId}, 'operators-bench-' || n || '@example.com', 'not a hash', 'confirmed' from generate_series(1, ${WAITING}) as n`);
  await db.execute(sql`
    insert into profiles (member_id, name, gender, date_of_birth, country)
    select id, 'Lid ' || id, 'male', date '1985-01-01', 'NL' from members`);
  // Member i writes to fictional profile (i mod FICTIONAL): one conversation each, oldest first by member id.
  await db.execute(sql`
    with pairs as (
      select m.id as member_id, mp.id as member_profile, f.id as fictional_profile, row_number() over (order by m.id) as n
      from members m join profiles mp on mp.member_id = m.id
      join (select id, row_number() over (order by id) - 1 as k from profiles where fictional) f on f.k = (m.id % ${FICTIONAL})
    )
    insert into conversations (low_profile_id, high_profile_id, started_by_member_id)
    select least(member_profile, fictional_profile), greatest(member_profile, fictional_profile), member_id from pairs`);
  await db.execute(sql`
    insert into conversation_members (conversation_id, profile_id, member_id)
    select c.id, p.id, p.member_id from conversations c join profiles p on p.id in (c.low_profile_id, c.high_profile_id)`);
  await db.execute(sql`
    insert into messages (conversation_id, sender_profile_id, sender_member_id, client_id, kind, text, credits, delivered_at, created_at)
    select c.id, mp.id, c.started_by_member_id, 'bench-' || c.id, 'text', 'Hoi, hoe gaat het?', 0, now() - (${WAITING} - c.id) * interval '1 second', now() - (${WAITING} - c.id) * interval '1 second'
    from conversations c join profiles mp on mp.member_id = c.started_by_member_id`);
  await db.execute(sql`
    update conversation_members cm set last_message_id = m.id, last_message_at = m.created_at, unread_count = case when cm.member_id is null then 1 else 0 end
    from messages m where m.conversation_id = cm.conversation_id`);
  await db.execute(sql`
    insert into operator_queue (conversation_id, profile_id, member_id, waiting_since, last_message_id)
    select m.conversation_id, f.profile_id, m.sender_member_id, m.created_at, m.id
    from messages m join conversation_members f on f.conversation_id = m.conversation_id and f.member_id is null`);
  await db.execute(sql`analyze`);
  const [operator] = await queryRows<{ id: number }>(db, sql`
    insert into staff (email, name, password_hash, role) values ('bench-operator@example.com', 'Bench', 'not a hash', 'operator') returning id`);
  return Number(operator!.id);
}

async function run(database: OpenDatabase): Promise<Figures> {
  const staffId = await prepare(database);
  // Wake-ups stay in this process: the figures are the queue's, not the fan-out's.
  const domains = createDomains(database.db, { ...loadConfig(), redisUrl: '', databaseUrl: '' });
  const operator = { id: staffId, role: 'operator' as const };
  const figures: Figures = { waitingBefore: 0, waitingAfter: 0, queue: [], claim: [], answer: [] };
  figures.waitingBefore = (await domains.operators.queue(undefined)).waiting;
  for (let i = 0; i < ANSWERS; i += 1) {
    const page = await timed(figures.queue, () => domains.operators.queue(undefined));
    const conversationId = page.conversations[0]!.conversation_id;
    await timed(figures.claim, () => domains.operators.claim(operator, conversationId));
    await timed(figures.answer, () => domains.operators.answer(operator, { conversation_id: conversationId, client_id: `bench-answer-${i}`, text: 'Goed, en met jou?' }));
  }
  figures.waitingAfter = (await domains.operators.queue(undefined)).waiting;
  await domains.serverEvents.close();
  return figures;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const spread = (values: number[]) => `${ms(percentile(values, 50))} / ${ms(percentile(values, 99))}`;

async function main(): Promise<void> {
  const backends = await availableBackends();
  if (!backends.includes('postgres')) console.log(`PostgreSQL does not answer at ${process.env.TEST_DATABASE_URL}: PGlite only.`);
  let missed = false;
  const lines: string[][] = [['figure', ...backends]];
  const all = new Map<Backend, Figures>();
  for (const backend of backends) {
    console.log(`measuring on ${backend}: ${WAITING} waiting, ${ANSWERS} claims and answers…`);
    all.set(backend, await onFreshDatabase(backend, loadConfig().databasePoolSize, run));
  }
  const row = (label: string, read: (f: Figures) => string) => lines.push([label, ...backends.map((backend) => read(all.get(backend)!))]);
  row('waiting before / after', (f) => `${f.waitingBefore} / ${f.waitingAfter}`);
  row('queue page (50, longest waiting first) p50 / p99', (f) => spread(f.queue));
  row(`claim p50 / p99 (aim p99 ≤ ${AIM_MS} ms)`, (f) => spread(f.claim));
  row(`answer p50 / p99 (aim p99 ≤ ${AIM_MS} ms)`, (f) => spread(f.answer));
  for (const figures of all.values()) missed ||= percentile(figures.claim, 99) > AIM_MS || percentile(figures.answer, 99) > AIM_MS || figures.waitingAfter !== figures.waitingBefore - ANSWERS;
  for (const line of lines) console.log(`| ${line.join(' | ')} |`);
  process.exit(missed ? 1 : 0);
}

await main();
