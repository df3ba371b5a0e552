/**
 * Every limiter refuses with a translated 429 that carries Retry-After (issue 24, item 7: the reset
 * and activation limits had none). Generated over ABUSE_LIMITS, each budget is spent through the
 * guard itself and then met over HTTP where it applies; the limits kept in the database (login
 * blocks, activation and e-mail change mails, the swipe game) are met the way a member meets them.
 * A new limiter, or a new code answered with 429, fails here until it has its scenario.
 */
import { SERVER_EVENT_STREAMS_PER_MEMBER } from '@dating/shared-contracts';
import { openEventStream } from '../support/event-stream.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ERROR_CODES, LOGIN_MAX_FAILURES, SWIPE_LIKES_PER_DAY, type ErrorCode } from '@dating/shared-contracts';
import { profiles, sites, staff } from '../../src/db/schema.js';
import { ABUSE_LIMITS, type AbuseAction } from '../../src/domains/abuse/index.js';
import { ACTIVATION_MAILS_PER_HOUR } from '../../src/domains/activation/service.js';
import { MAIL_CHANGES_PER_DAY } from '../../src/domains/mail-change/service.js';
import { statusFor } from '../../src/http/error-answer.js';
import { availableBackends } from '../support/backends.js';
import type { Answer, HttpClient } from '../support/http-client.js';
import { MEMBER_PASSWORD, newMember, type TestMember } from '../support/members.js';
import { startTestSite, type TestSite } from '../support/test-site.js';

/** What a scenario needs: the site, and a fresh member (logged in on its own client). */
interface Context {
  site: TestSite;
  member: TestMember;
  siteId: number;
  /** The demo staff members' ids by role. */
  staffIds: Record<'moderator' | 'operator', number>;
}

/** How a limiter is met: the key its budget is counted under, and the request it then refuses. */
interface Scenario {
  key(client: HttpClient, context: Context): string;
  /** Budgets spent with it (the address's paced try needs the address's budget spent first). */
  alsoSpend?: AbuseAction[];
  request(client: HttpClient, context: Context): Promise<Answer>;
}

const memberKey = (_client: HttpClient, { member }: Context) => `member:${member.id}`;
const clientKey = (client: HttpClient) => client.localAddress;
const complaint = { category: 'other', description: 'Probe', email: 'probe@example.com' };

/** A staff budget: counted per staff member, met by the demo staff member of `role` (logged in on the client first). */
function staffScenario(role: 'moderator' | 'operator', method: 'POST' | 'PUT', path: string, json: unknown): Scenario {
  return {
    key: (_client, { staffIds }) => `staff:${staffIds[role]}`,
    request: async (client) => {
      expect((await client.post('/api/staff-session.php', { email: `${role}@example.com`, password: 'demo1234' })).status).toBe(200);
      return client.request(method, path, { json });
    },
  };
}

/** One scenario per limiter; `null` for a budget that never refuses a request (it only skips a mail). */
const SCENARIOS: Record<AbuseAction, Scenario | null> = {
  loginFailuresPerClient: { key: clientKey, request: (client) => client.post('/api/user.php', { email: 'free@example.com', password: 'demo1234' }) },
  loginFailuresPerAddress: {
    key: (_client, { siteId }) => `member:${siteId}:free@example.com`,
    alsoSpend: ['loginPacePerAddress'],
    request: (client) => client.post('/api/user.php', { email: 'free@example.com', password: 'demo1234' }),
  },
  loginPacePerAddress: {
    key: (_client, { siteId }) => `member:${siteId}:free@example.com`,
    alsoSpend: ['loginFailuresPerAddress'],
    request: (client) => client.post('/api/user.php', { email: 'free@example.com', password: 'demo1234' }),
  },
  signupsPerClient: { key: clientKey, request: (client) => client.post('/api/signup.php', { email: 'limit@example.com', name: 'Lim', date_of_birth: '1990-01-01', password: MEMBER_PASSWORD }) },
  passwordResetsPerClient: { key: clientKey, request: (client) => client.post('/api/password-reset.php', { email: 'free@example.com' }) },
  passwordResetsPerRequester: {
    key: (client, { siteId }) => `${siteId}:free@example.com:${client.localAddress}`,
    request: (client) => client.post('/api/password-reset.php', { email: 'free@example.com' }),
  },
  activationMailsPerClient: { key: clientKey, request: (client) => client.post('/api/activate.php') },
  mailChangesPerClient: { key: clientKey, request: (client) => client.post('/api/mail-change.php', { email: 'other@example.com', password: MEMBER_PASSWORD }) },
  complaintsPerClient: { key: clientKey, request: (client) => client.post('/api/complaints.php', complaint) },
  accountDeletionsPerClient: { key: clientKey, request: (client) => client.request('DELETE', '/api/user.php', { json: { password: MEMBER_PASSWORD, reason: '' } }) },
  reactivationsPerClient: { key: clientKey, request: (client) => client.post('/api/reactivate.php', { token: 'x'.repeat(43) }) },
  pageBouncesPerClient: { key: clientKey, request: (client) => client.post('/api/page-hidden.php', {}) },
  likesPerMember: { key: memberKey, request: (client) => client.post('/api/like.php', { profile_id: 1 }) },
  seenMarksPerMember: { key: memberKey, request: (client) => client.post('/api/likes-seen.php', {}) },
  messagesPerMember: { key: memberKey, request: (client) => client.post('/api/chat.php', { profile_id: 1, client_id: 'retry-after-probe', text: 'Hallo' }) },
  photoUploadsPerMember: { key: memberKey, request: (client) => client.request('POST', '/api/photos.php', { body: new FormData() }) },
  photoDeletionsPerMember: { key: memberKey, request: (client) => client.request('DELETE', '/api/photos.php', { json: { id: 1 } }) },
  discountChecksPerMember: { key: memberKey, request: (client) => client.get('/api/discount.php?code=PROBE') },
  paymentsPerMember: { key: memberKey, request: (client) => client.post('/api/payment.php', { package_id: 1, method: 'paypal' }) },
  passwordChecksPerMember: {
    key: memberKey,
    request: (client) => client.put('/api/password.php', { old_password: MEMBER_PASSWORD, password: 'nieuw-wachtwoord-88', password_confirmation: 'nieuw-wachtwoord-88' }),
  },
  complaintMailsPerAddress: null,
  // The budget is spent before the staff guard runs, so a stolen admin session is slowed and a stranger too.
  creditCorrectionsPerClient: { key: clientKey, request: (client) => client.post('/api/credit-correction.php', { member_id: 1, amount: 1, reason: 'Probe', key: 'probe-key-1' }) },
  operatorClaimsPerStaff: staffScenario('operator', 'POST', '/api/operator-claim.php', { conversation_id: 1 }),
  operatorAnswersPerStaff: staffScenario('operator', 'POST', '/api/operator-answer.php', { conversation_id: 1, client_id: 'probe-answer-1', text: 'Probe' }),
  profileNotesPerStaff: staffScenario('operator', 'PUT', '/api/operator-notes.php', { profile_id: 1, notes: 'Probe' }),
  complaintDecisionsPerStaff: staffScenario('moderator', 'POST', '/api/staff-complaint-decision.php', { complaint_id: 1, action: 'no_action', ground: 'Probe' }),
  // Spent before the staff guard too: a moderator's decisions from one client are slowed past the budget.
  moderationsPerClient: { key: clientKey, request: (client) => client.post('/api/photo-review.php', { photo_id: 1, decision: 'approve' }) },
};

/** The codes answered with 429: each must turn up below with its Retry-After. */
const REFUSAL_CODES = ERROR_CODES.filter((code) => statusFor(code) === 429);

function expectRetryAfter(answer: Answer, what: string): ErrorCode {
  expect(answer.status, `${what}: ${answer.text.slice(0, 200)}`).toBe(429);
  const seconds = Number(answer.headers['retry-after']);
  expect(Number.isInteger(seconds) && seconds > 0, `${what}: Retry-After ${answer.headers['retry-after']}`).toBe(true);
  return answer.body.code;
}

describe.each(await availableBackends())('Retry-After on every 429, %s', (backend) => {
  let site: TestSite;
  let siteId: number;
  const staffIds = { moderator: 0, operator: 0 };
  const seen = new Set<ErrorCode>();
  beforeAll(async () => {
    site = await startTestSite(backend);
    const [row] = await site.database.db.select({ id: sites.id }).from(sites).where(eq(sites.isDefault, true));
    siteId = row!.id;
    for (const role of ['moderator', 'operator'] as const) {
      const [account] = await site.database.db.select({ id: staff.id }).from(staff).where(eq(staff.email, `${role}@example.com`));
      staffIds[role] = account!.id;
    }
  });
  afterAll(() => site?.close());

  it('every limiter of ABUSE_LIMITS has its scenario', () => {
    expect(Object.keys(SCENARIOS).sort()).toEqual(Object.keys(ABUSE_LIMITS).sort());
  });

  const limiters = (Object.entries(SCENARIOS) as [AbuseAction, Scenario | null][]).filter((entry): entry is [AbuseAction, Scenario] => entry[1] !== null);

  it.each(limiters)('%s: a spent budget answers 429 with Retry-After', async (action, scenario) => {
    const member = await newMember(site);
    const client = site.client();
    for (const [name, value] of member.client.cookies) client.cookies.set(name, value);
    const context = { site, member, siteId, staffIds };
    const key = scenario.key(client, context);
    for (const spent of [action, ...(scenario.alsoSpend ?? [])]) {
      for (let i = 0; i < ABUSE_LIMITS[spent].points; i++) await site.domains.abuse.count(spent, key);
    }
    const code = expectRetryAfter(await scenario.request(client, context), action);
    expect(code).toBe(ABUSE_LIMITS[action].code);
    seen.add(code);
    for (const spent of [action, ...(scenario.alsoSpend ?? [])]) await site.domains.abuse.forget(spent, key);
  });

  it('a client blocked on an address after its failures: login_blocked with Retry-After', async () => {
    const client = site.client();
    const answers = [];
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) answers.push(await client.post('/api/user.php', { email: 'new@example.com', password: `wrong-${i}` }));
    seen.add(expectRetryAfter(answers.at(-1)!, 'login block'));
  });

  it(`more than ${ACTIVATION_MAILS_PER_HOUR} activation mails an hour: rate_limited with Retry-After`, async () => {
    const member = await newMember(site);
    // The signup sent the first one; each re-send comes from a client of its own (the per-client budget stays).
    let answer: Answer | undefined;
    for (let i = 0; i < ACTIVATION_MAILS_PER_HOUR; i++) {
      const client = site.client();
      for (const [name, value] of member.client.cookies) client.cookies.set(name, value);
      answer = await client.post('/api/activate.php');
    }
    seen.add(expectRetryAfter(answer!, 'activation re-send'));
  });

  it(`more than ${MAIL_CHANGES_PER_DAY} e-mail changes a day: rate_limited with Retry-After`, async () => {
    const member = await newMember(site);
    for (let i = 0; i < MAIL_CHANGES_PER_DAY; i++) expect((await member.client.post('/api/mail-change.php', { email: `new${i}-${member.id}@example.com`, password: MEMBER_PASSWORD })).status).toBe(200);
    const answer = await member.client.post('/api/mail-change.php', { email: `one-more-${member.id}@example.com`, password: MEMBER_PASSWORD });
    seen.add(expectRetryAfter(answer, 'e-mail change'));
  });

  it('the swipe game\'s fifth like of a day: swipe_limit with Retry-After', async () => {
    const member = await newMember(site);
    const fictional = await site.database.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.fictional, true)).limit(SWIPE_LIKES_PER_DAY + 1);
    let answer: Answer | undefined;
    for (const { id } of fictional) answer = await member.client.post('/api/swipe.php', { profile_id: id, liked: true });
    seen.add(expectRetryAfter(answer!, 'swipe game'));
  });

  it(`one event stream more than ${SERVER_EVENT_STREAMS_PER_MEMBER}: too_many_streams with Retry-After`, async () => {
    const member = await newMember(site);
    const held = [];
    for (let i = 0; i < SERVER_EVENT_STREAMS_PER_MEMBER; i++) {
      const stream = await openEventStream(member.client);
      held.push(stream);
      await stream.next((frame) => frame.event === 'ready');
    }
    seen.add(expectRetryAfter(await member.client.get('/api/events.php'), 'event streams'));
    held.forEach((stream) => stream.close());
  });

  it('met every code the API answers with 429', () => {
    expect([...seen].sort()).toEqual([...REFUSAL_CODES].sort());
  });
});
