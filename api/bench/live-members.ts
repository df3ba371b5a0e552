/** Members for the live bench: confirmed, each with an active profile and a logged-in session. */
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/database.js';
import { queryRows } from '../src/db/rows.js';
import { hashPassword } from '../src/domains/users/index.js';
import type { SessionsService } from '../src/domains/sessions/index.js';

/** One bench member: who they are and the cookie token of their session. */
export interface LiveMember {
  memberId: number;
  profileId: number;
  token: string;
}

/**
 * Creates `count` members on the default site in a few statements, and a session for each. With
 * `credits`, they are paying members with that balance (an opening ledger entry each, so the
 * ledger reconciles): their messages are charged, as a paying member's are.
 */
export async function createLiveMembers(db: Database, sessions: SessionsService, count: number, credits = 0): Promise<LiveMember[]> {
  const passwordHash = await hashPassword('live-bench-password');
  const rows = await queryRows<{ member_id: number; profile_id: number }>(db, sql`
    with site as (select id, niche from sites order by is_default desc, id limit 1),
    made as (
      insert into members (site_id, email, password_hash, status, language, paid_user, credits)
      select site.id, 'live' || n || '-' || floor(random() * 1e9)::int || '@bench.example', ${passwordHash}, 'confirmed', 'nl', ${credits > 0}::boolean, ${credits}::int
      from generate_series(1, ${count}::int) as n, site
      returning id
    ),
    entries as (
      insert into credit_entries (member_id, amount, kind, idempotency_key, balance_after)
      select id, ${credits}::int, 'opening_balance', 'live-bench-opening:' || id, ${credits}::int from made where ${credits}::int > 0
    )
    insert into profiles (member_id, name, gender, seeking, date_of_birth, country, niche, status, last_seen_at)
    select made.id, 'Live ' || made.id, 'female', 'everyone', date '1990-01-01', 'NZ', site.niche, 'active', now()
    from made, site
    returning member_id, id as profile_id`);
  const members: LiveMember[] = [];
  for (const row of rows) {
    const { token } = await sessions.start(row.member_id, 'live-bench');
    members.push({ memberId: row.member_id, profileId: row.profile_id, token });
  }
  return members;
}
