/**
 * GET /api/lander.php and GET /api/lander-member.php: only fictional profiles with a photo, the
 * niche the slug names, the visitor's country first, a fixed order; a member landing's hook is a
 * fictional profile, and any other id is a 404 (the page falls back to a generic lander).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LANDER_PROFILE_COUNT, nicheOfSlug, type ProfileCard } from '@dating/shared-contracts';
import { profiles } from '../src/db/schema.js';
import { availableBackends } from './support/backends.js';
import { startTestSite, type TestSite } from './support/test-site.js';

describe('nicheOfSlug', () => {
  it('reads the niche of spec section 9 from a lander slug', () => {
    expect(nicheOfSlug(undefined)).toBe(1);
    expect(nicheOfSlug('milf')).toBe(6);
    expect(nicheOfSlug('GAY-dating')).toBe(7);
    expect(nicheOfSlug('she')).toBe(2);
    expect(nicheOfSlug('unknown')).toBe(1);
  });
});

describe.each(await availableBackends())('landers on %s', (backend) => {
  let site: TestSite;
  let all: (typeof profiles.$inferSelect)[];
  beforeAll(async () => {
    site = await startTestSite(backend);
    all = await site.database.db.select().from(profiles);
  });
  afterAll(() => site?.close());
  const byId = (id: number) => all.find((row) => row.id === id)!;

  it('shows a visitor fictional profiles of the niche with a photo, even where visitors may not search', async () => {
    for (const niche of [1, 2]) {
      const answer = await site.client().get(`/api/lander.php?niche=${niche}`, { host: 'bdsm.localhost' });
      expect(answer.status).toBe(200);
      const cards: ProfileCard[] = answer.body.profiles;
      expect(cards.length).toBeGreaterThan(3);
      expect(cards.length).toBeLessThanOrEqual(LANDER_PROFILE_COUNT);
      // The niche's own profiles first (a test site's 24 hold two of the she niche), topped up with general ones.
      const own = Math.min(all.filter((row) => row.fictional && row.niche === niche && row.status === 'active').length, cards.length);
      expect(own).toBeGreaterThan(0);
      cards.forEach((card, index) => {
        const row = byId(card.id);
        expect(row.fictional && row.memberId === null && row.status === 'active' && row.niche === (index < own ? niche : 1)).toBe(true);
        expect(card.photo?.sizes.length).toBeGreaterThan(0);
        expect(card.photo?.locked).toBe(false);
      });
    }
  });

  it('tops a niche without sample profiles up with general ones', async () => {
    const answer = await site.client().get('/api/lander.php?niche=7');
    const cards: ProfileCard[] = answer.body.profiles;
    const own = all.filter((row) => row.fictional && row.niche === 7 && row.status === 'active').length;
    expect(own).toBeLessThan(4);
    expect(cards.length).toBeGreaterThanOrEqual(4);
    expect(cards.slice(own).every((card) => byId(card.id).niche === 1)).toBe(true);
  });

  it('answers the same profiles in the same order twice, the visitor\'s country first', async () => {
    const first = (await site.client().get('/api/lander.php?niche=1&country=de')).body.profiles as ProfileCard[];
    const again = (await site.client().get('/api/lander.php?niche=1&country=DE')).body.profiles as ProfileCard[];
    expect(again.map((card) => card.id)).toEqual(first.map((card) => card.id));
    expect(first[0]!.country).toBe('DE');
    const countries = first.map((card) => card.country === 'DE');
    expect(countries.indexOf(false) === -1 || !countries.slice(countries.indexOf(false)).includes(true)).toBe(true);
  });

  it('refuses a niche outside 1–7 and unknown parameters', async () => {
    expect((await site.client().get('/api/lander.php?niche=8')).status).toBe(400);
    expect((await site.client().get('/api/lander.php?evil=1')).status).toBe(400);
  });

  it('gives a member landing its fictional profile, and 404 for unknown, hidden and real members', async () => {
    const fictional = all.find((row) => row.fictional && row.status === 'active')!;
    const answer = await site.client().get(`/api/lander-member.php?id=${fictional.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body.profile).toMatchObject({ id: fictional.id, name: fictional.name, fictional: true });

    const real = all.find((row) => row.memberId !== null && row.status === 'active')!;
    expect((await site.client().get(`/api/lander-member.php?id=${real.id}`)).status).toBe(404);
    expect((await site.client().get('/api/lander-member.php?id=2147483000')).status).toBe(404);

    await site.database.db.update(profiles).set({ status: 'hidden' }).where(eq(profiles.id, fictional.id));
    try {
      const hidden = await site.client().get(`/api/lander-member.php?id=${fictional.id}`, { 'accept-language': 'en' });
      expect(hidden.status).toBe(404);
      expect(hidden.body.code).toBe('not_found');
    } finally {
      await site.database.db.update(profiles).set({ status: 'active' }).where(eq(profiles.id, fictional.id));
    }
  });
});
