/**
 * GET /api/match-finder.php: the best matches scored on the server, each score's parts, the hard
 * answers, the search's visibility rule, and bad input.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { MATCH_FINDER_RESULTS, ageOn, type MatchFinderAnswer, type MatchScore } from '@dating/shared-contracts';
import { blocks, members, profiles } from '../src/db/schema.js';
import { availableBackends } from './support/backends.js';
import { startTestSite, type TestSite } from './support/test-site.js';

type Profile = typeof profiles.$inferSelect;
interface Asked { gender?: string; minAge: number; maxAge: number; country?: string; region?: string; interests: string[] }

/** The score rule written out again, independently of the server's SQL, to check it against. */
function expectedScore(p: Profile, asked: Asked): MatchScore {
  const age = ageOn(p.dateOfBirth, new Date())!;
  const genderFits = !asked.gender || p.gender === asked.gender;
  const agePart = age >= asked.minAge && age <= asked.maxAge ? 'in' : age >= asked.minAge - 5 && age <= asked.maxAge + 5 ? 'near' : 'out';
  const sameCountry = !asked.country || p.country === asked.country;
  const place = sameCountry && asked.region && p.region === asked.region ? 'region' : sameCountry ? 'country' : 'elsewhere';
  const shared = asked.interests.filter((slug) => p.interests.includes(slug));
  const total = (genderFits ? 25 : 0) + (agePart === 'in' ? 25 : agePart === 'near' ? 12.5 : 0)
    + (place === 'region' || (place === 'country' && !asked.region) ? 20 : place === 'country' ? 10 : 0)
    + (asked.interests.length === 0 ? 30 : (30 * shared.length) / asked.interests.length);
  return { total: Math.round(total), gender_fits: genderFits, age: agePart, place, shared };
}

const queryOf = (asked: Asked) => new URLSearchParams({
  ...(asked.gender && { gender: asked.gender }),
  min_age: String(asked.minAge),
  max_age: String(asked.maxAge),
  ...(asked.country && { country: asked.country }),
  ...(asked.region && { countryregion: asked.region }),
  interests: asked.interests.join(','),
}).toString();

describe.each(await availableBackends())('match finder on %s', (backend) => {
  let site: TestSite;
  let all: Profile[];
  const emails = new Map<number, string>();
  const db = () => site.database.db;
  const profileOf = (email: string) => all.find((p) => p.memberId !== null && emails.get(p.memberId) === email)!;
  const loggedIn = async (email: string) => {
    const client = site.client();
    expect((await client.login(email)).status).toBe(200);
    return client;
  };
  /** A question the sample answers with more candidates than results and varied scores. */
  let asked: Asked;

  beforeAll(async () => {
    site = await startTestSite(backend);
    all = await db().select().from(profiles);
    for (const m of await db().select().from(members)) emails.set(m.id, m.email);
    // The test sample has one profile per gender and country: twelve of its general profiles are
    // made women in the Netherlands, with ages, regions and interests that score differently.
    const pool = all.filter((p) => p.fictional && p.niche === 1 && p.status === 'active').slice(0, 12);
    const mixes = [['cooking', 'travel'], ['travel'], [], ['music', 'cooking', 'travel'], ['sports'], ['cooking']];
    for (const [index, p] of pool.entries()) {
      await db().update(profiles).set({
        gender: 'female', country: 'NL', region: index % 4 === 3 ? 'Zeeland' : 'Utrecht',
        dateOfBirth: `${new Date().getUTCFullYear() - 22 - index * 3}-01-01`, interests: mixes[index % mixes.length]!,
      }).where(eq(profiles.id, p.id));
    }
    all = await db().select().from(profiles);
    asked = { gender: 'female', minAge: 25, maxAge: 40, country: 'NL', region: 'Utrecht', interests: ['cooking', 'travel', 'no-such-interest'] };
  });
  afterAll(() => site?.close());

  /** The profiles the finder may pick from for `asked`, as the free member sees them. */
  const candidatesFor = (a: Asked, hidden: number[] = []) => all.filter((p) => {
    const age = ageOn(p.dateOfBirth, new Date())!;
    return p.status === 'active' && p.niche === 1 && !hidden.includes(p.id) && p.id !== profileOf('free@example.com').id
      && (!a.gender || p.gender === a.gender) && (!a.country || p.country === a.country)
      && age >= Math.max(18, a.minAge - 5) && age <= a.maxAge + 5;
  });

  it('answers the best matches, best first, each score and its parts as the rule says', async () => {
    const client = await loggedIn('free@example.com');
    const answer = await client.get(`/api/match-finder.php?${queryOf(asked)}`);
    expect(answer.status).toBe(200);
    const { matches } = answer.body as MatchFinderAnswer;
    const candidates = candidatesFor(asked);
    expect(candidates.length).toBeGreaterThan(MATCH_FINDER_RESULTS);
    expect(matches).toHaveLength(MATCH_FINDER_RESULTS);
    for (const match of matches) {
      const row = all.find((p) => p.id === match.profile.id)!;
      expect(match.score).toEqual(expectedScore(row, asked));
      expect(match.profile).toMatchObject({ gender: asked.gender, country: asked.country });
    }
    // Best first, ties to more shared interests; nobody left out scores higher than the last shown.
    const keys = matches.map((m) => [m.score.total, m.score.shared.length] as const);
    expect(keys).toEqual([...keys].sort((a, b) => b[0] - a[0] || b[1] - a[1]));
    const shown = new Set(matches.map((m) => m.profile.id));
    const lowest = matches.at(-1)!.score.total;
    for (const other of candidates.filter((p) => !shown.has(p.id))) expect(expectedScore(other, asked).total).toBeLessThanOrEqual(lowest);
    // The page explains the score: the top one here lives in the region and shares interests.
    expect(matches[0]!.score).toMatchObject({ gender_fits: true, place: 'region' });
    expect(matches[0]!.score.shared.length).toBeGreaterThan(0);
    expect(matches[0]!.score.shared).not.toContain('no-such-interest');
  });

  it('scores without interests or region asked: those parts are not held against anyone', async () => {
    const client = await loggedIn('free@example.com');
    const plain: Asked = { minAge: 18, maxAge: 99, interests: [] };
    const { matches } = (await client.get(`/api/match-finder.php?${queryOf(plain)}`)).body as MatchFinderAnswer;
    expect(matches).toHaveLength(MATCH_FINDER_RESULTS);
    for (const match of matches) expect(match.score).toEqual({ total: 100, gender_fits: true, age: 'in', place: 'country', shared: [] });
  });

  it('keeps to the hard answers: wanted gender, country and ages within five years, never the member', async () => {
    const client = await loggedIn('free@example.com');
    const narrow: Asked = { ...asked, minAge: 30, maxAge: 30 };
    const { matches } = (await client.get(`/api/match-finder.php?${queryOf(narrow)}`)).body as MatchFinderAnswer;
    const expected = candidatesFor(narrow);
    expect(matches.length).toBe(Math.min(MATCH_FINDER_RESULTS, expected.length));
    for (const match of matches) {
      expect(expected.map((p) => p.id)).toContain(match.profile.id);
      expect(Math.abs(match.profile.age - 30)).toBeLessThanOrEqual(5);
      expect(match.score.age).toBe(match.profile.age === 30 ? 'in' : 'near');
    }
  });

  it('never shows invisible, blocked (either way) or deleted members', async () => {
    const client = await loggedIn('free@example.com');
    const first = (await client.get(`/api/match-finder.php?${queryOf(asked)}`)).body as MatchFinderAnswer;
    const [invisible, blockedByMe, template] = first.matches.map((m) => all.find((p) => p.id === m.profile.id)!);
    const free = profileOf('free@example.com');
    // premium@'s profile is made a copy of the third match (so it would score as high), and premium@ blocks free@.
    const premium = profileOf('premium@example.com');
    await db().update(profiles).set({ status: 'hidden' }).where(eq(profiles.id, invisible!.id));
    await db().insert(blocks).values([
      { blockerMemberId: free.memberId!, blockedProfileId: blockedByMe!.id },
      { blockerMemberId: premium.memberId!, blockedProfileId: free.id },
    ]);
    const premiumBefore = { gender: premium.gender, country: premium.country, region: premium.region, niche: premium.niche, dateOfBirth: premium.dateOfBirth, lastSeenAt: premium.lastSeenAt };
    await db().update(profiles).set({ gender: template!.gender, country: template!.country, region: template!.region, niche: 1, dateOfBirth: template!.dateOfBirth, interests: template!.interests, lastSeenAt: new Date() })
      .where(eq(profiles.id, premium.id));
    try {
      const { matches } = (await client.get(`/api/match-finder.php?${queryOf(asked)}`)).body as MatchFinderAnswer;
      const ids = matches.map((m) => m.profile.id);
      expect(ids).not.toContain(invisible!.id);
      expect(ids).not.toContain(blockedByMe!.id);
      expect(ids).not.toContain(premium.id);
      expect(matches).toHaveLength(MATCH_FINDER_RESULTS);
      // Without the block premium@ is a match; deleted, it is gone again.
      await db().delete(blocks).where(eq(blocks.blockerMemberId, premium.memberId!));
      expect(((await client.get(`/api/match-finder.php?${queryOf(asked)}`)).body as MatchFinderAnswer).matches.map((m) => m.profile.id)).toContain(premium.id);
      await db().update(members).set({ deletedAt: new Date(), status: 'deleted' }).where(eq(members.id, premium.memberId!));
      expect(((await client.get(`/api/match-finder.php?${queryOf(asked)}`)).body as MatchFinderAnswer).matches.map((m) => m.profile.id)).not.toContain(premium.id);
    } finally {
      await db().update(profiles).set({ status: 'active' }).where(eq(profiles.id, invisible!.id));
      await db().delete(blocks).where(inArray(blocks.blockerMemberId, [free.memberId!, premium.memberId!]));
      await db().update(profiles).set({ ...premiumBefore, interests: premium.interests }).where(eq(profiles.id, premium.id));
      await db().update(members).set({ deletedAt: null, status: 'confirmed' }).where(eq(members.id, premium.memberId!));
    }
  });

  it('is for members only, and refuses bad answers with a translated message', async () => {
    const visitor = await site.client().get(`/api/match-finder.php?${queryOf(asked)}`);
    expect(visitor.status).toBe(403);
    expect(visitor.body).toMatchObject({ code: 'auth_required', auth_required: true });
    const client = await loggedIn('free@example.com');
    // free@ speaks Dutch: the member's own language wins over the browser's.
    const range = await client.get('/api/match-finder.php?min_age=40&max_age=30', { 'accept-language': 'de' });
    expect(range.status).toBe(400);
    expect(range.body).toMatchObject({ code: 'age_range_invalid', fields: { max_age: 'De minimumleeftijd mag niet hoger zijn dan de maximumleeftijd.' } });
    for (const bad of ['gender=alien', 'min_age=12', 'country=NLD', 'interests=Not%20a%20slug', `interests=${Array.from({ length: 31 }, (_, i) => `i${i}`).join(',')}`, 'unknown=1']) {
      const refused = await client.get(`/api/match-finder.php?${bad}`);
      expect(refused.status, bad).toBe(400);
      expect(refused.body.code, bad).toBe('invalid_input');
    }
  });
});
