/** GET /api/counts.php: badge totals, zero until a domain registers its provider (likes and chat register theirs). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BADGE_KEYS } from '@dating/shared-contracts';
import { createCounts } from '../src/domains/counts/index.js';
import { availableBackends } from './support/backends.js';
import { confirmedMember } from './support/members.js';
import { startTestSite, type TestSite } from './support/test-site.js';

describe.each(await availableBackends())('badge totals on %s', (backend) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite(backend);
  });
  afterAll(() => site?.close());

  it('refuses a visitor with the auth-required flag', async () => {
    const answer = await site.client().get('/api/counts.php');
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ code: 'auth_required', auth_required: true });
  });

  it('answers zero for every badge while nothing is new, with the number of the last server event they include', async () => {
    const client = site.client();
    const login = await client.login('free@example.com');
    const answer = await client.get('/api/counts.php');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ counts: Object.fromEntries(BADGE_KEYS.map((key) => [key, 0])), seq: await site.domains.serverEvents.head(login.body.user.id) });
  });

  it("answers the providers' totals: unread messages from the chat domain", async () => {
    const sender = site.client();
    await sender.login('premium@example.com');
    const receiver = await confirmedMember(site);
    expect((await sender.post('/api/chat.php', { profile_id: receiver.profileId, client_id: 'counts-test-message', text: 'Hoi' })).status).toBe(200);
    const answer = await receiver.client.get('/api/counts.php');
    expect(answer.body.counts).toEqual({ messages: 1, likes: 0 });
  });
});

describe('the counts service', () => {
  it('takes one provider per badge', () => {
    const counts = createCounts();
    counts.register('messages', async () => 1);
    expect(() => counts.register('messages', async () => 2)).toThrow(/already/);
  });

  it("reuses a member's totals while their stream has not moved, and counts again after an event", async () => {
    const counts = createCounts();
    let asked = 0;
    let unread = 1;
    counts.register('messages', async () => {
      asked += 1;
      return unread;
    });
    // Requests at once, at the same number of the stream: one computation.
    const answers = await Promise.all([counts.totalsSince(7, 40), counts.totalsSince(7, 40)]);
    expect(answers.map((answer) => answer.messages)).toEqual([1, 1]);
    expect(asked).toBe(1);
    // A change is announced in the member's stream: its number moves, the totals are new.
    unread = 2;
    expect((await counts.totalsSince(7, 41)).messages).toBe(2);
    expect(asked).toBe(2);
    // Another member never gets these.
    expect((await counts.totalsSince(8, 41)).messages).toBe(2);
    expect(asked).toBe(3);
  });
});
