/**
 * The filters discovery opens on (docs/discovery.md): a member's search without filters follows
 * their seeking, country and ages around their own, their region first; a visitor's follows the
 * site's geo country; filters asked for (or "all") win over the defaults.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { DEFAULT_AGE_SPREAD, ageOn, type ProfileCard } from '@dating/shared-contracts';
import { profiles } from '../src/db/schema.js';
import { availableBackends } from './support/backends.js';
import { demoMember } from './support/demo-members.js';
import { startTestSite, type TestSite } from './support/test-site.js';

describe.each(await availableBackends())('search defaults on %s', (backend) => {
  let site: TestSite;
  let all: (typeof profiles.$inferSelect)[];
  const db = () => site.database.db;
  const today = () => new Date();
  /** Mark (free@): a man of 34 in Utrecht, NL, who seeks women. */
  let mark: typeof profiles.$inferSelect;
  const loggedIn = async (email: string) => {
    const client = site.client();
    expect((await client.login(email)).status).toBe(200);
    return client;
  };
  const inAges = (p: typeof profiles.$inferSelect, min: number, max: number) => {
    const age = ageOn(p.dateOfBirth, today())!;
    return age >= min && age <= max;
  };

  beforeAll(async () => {
    site = await startTestSite(backend, { trustProxy: ['127.0.0.1'] });
    all = await db().select().from(profiles);
    const { profileId } = await demoMember(site, 'free@example.com');
    mark = all.find((p) => p.id === profileId)!;
  });
  afterAll(() => site?.close());

  it("gives a man seeking women in NL the women in NL of ages around his, his own region first", async () => {
    const age = ageOn(mark.dateOfBirth, today())!;
    const [min, max] = [age - DEFAULT_AGE_SPREAD, age + DEFAULT_AGE_SPREAD];
    // Three women of his age move to NL: the one seen longest ago to his region, Utrecht, which
    // "near you" must bring to the top all the same; a man of his age moves to NL too.
    const women = all.filter((p) => p.status === 'active' && p.niche === 1 && p.gender === 'female' && p.memberId === null).slice(0, 3);
    const man = all.find((p) => p.status === 'active' && p.niche === 1 && p.gender === 'male' && p.memberId === null)!;
    const moved = [...women, man];
    const longAgo = new Date(Date.now() - 30 * 86_400_000);
    for (const p of moved) await db().update(profiles).set({ country: 'NL', region: 'Zeeland', dateOfBirth: mark.dateOfBirth }).where(eq(profiles.id, p.id));
    await db().update(profiles).set({ region: 'Utrecht', lastSeenAt: longAgo }).where(eq(profiles.id, women[0]!.id));
    const others = all.filter((p) => !moved.includes(p) && p.memberId === null && p.region === 'Utrecht');
    if (others.length) await db().update(profiles).set({ region: 'Zeeland' }).where(inArray(profiles.id, others.map((p) => p.id)));
    try {
      const now = await db().select().from(profiles);
      const expected = now.filter((p) => p.status === 'active' && p.niche === 1 && p.gender === 'female' && p.country === 'NL' && inAges(p, min, max));
      const client = await loggedIn('free@example.com');
      const answer = await client.get('/api/search.php');
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ defaults: true, near_region: 'Utrecht', filters: { gender: 'female', country: 'NL', min_age: min, max_age: max } });
      expect(answer.body.total).toBe(expected.length);
      expect(answer.body.total).toBeGreaterThanOrEqual(3);
      const cards = answer.body.profiles as ProfileCard[];
      expect(cards.every((c) => c.gender === 'female' && c.country === 'NL' && c.age >= min && c.age <= max)).toBe(true);
      expect(cards.map((c) => c.id)).not.toContain(man.id);
      expect(cards[0]!.id).toBe(women[0]!.id);
      // The same defaults answer on their own, for the match finder.
      expect((await client.get('/api/search-defaults.php')).body).toEqual({ filters: { gender: 'female', country: 'NL', min_age: min, max_age: max }, near_region: 'Utrecht' });
    } finally {
      for (const p of [...moved, ...others]) {
        await db().update(profiles).set({ country: p.country, region: p.region, dateOfBirth: p.dateOfBirth, lastSeenAt: p.lastSeenAt }).where(eq(profiles.id, p.id));
      }
    }
  });

  it('lets filters asked for win over the defaults, and "all" ask for everyone', async () => {
    const client = await loggedIn('free@example.com');
    const men = await client.get('/api/search.php?gender=male');
    expect(men.body).toMatchObject({ defaults: false, filters: { gender: 'male' }, near_region: null });
    expect((men.body.profiles as ProfileCard[]).every((c) => c.gender === 'male')).toBe(true);
    const everyone = await client.get('/api/search.php?all=1');
    expect(everyone.body).toMatchObject({ defaults: false, filters: {} });
    expect(everyone.body.total).toBe(all.filter((p) => p.status === 'active' && p.niche === 1 && p.id !== mark.id).length);
  });

  it("gives a visitor the site's geo country, or the site's own country when the geo country is unknown or not served", async () => {
    // Only a trusted proxy (127.0.0.1 in the tests) may tell the country.
    const fromGermany = await site.client('127.0.0.1').get('/api/search.php', { 'cf-ipcountry': 'de' });
    expect(fromGermany.body).toMatchObject({ defaults: true, filters: { country: 'DE' }, near_region: null });
    expect((fromGermany.body.profiles as ProfileCard[]).every((c) => c.country === 'DE')).toBe(true);
    expect(fromGermany.body.total).toBe(all.filter((p) => p.status === 'active' && p.niche === 1 && p.country === 'DE').length);
    expect((await site.client('127.0.0.1').get('/api/search-defaults.php', { 'cf-ipcountry': 'de' })).body).toEqual({ filters: { country: 'DE' }, near_region: null });
    expect((await site.client().get('/api/search.php')).body.filters).toEqual({ country: 'NL' });
    expect((await site.client('127.0.0.1').get('/api/search.php', { 'cf-ipcountry': 'JP' })).body.filters).toEqual({ country: 'NL' });
  });
});
