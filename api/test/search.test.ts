/**
 * GET /api/search.php and GET /api/profile.php: who may look, the filters, paging, similar
 * profiles, visibility, and which photo URLs each viewer gets.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { SEARCH_PAGE_SIZE, ageOn, type ProfileCard } from '@dating/shared-contracts';
import { blocks, members, profileImages, profiles, sites } from '../src/db/schema.js';
import { availableBackends } from './support/backends.js';
import { startTestSite, type TestSite } from './support/test-site.js';

describe.each(await availableBackends())('search and profiles on %s', (backend) => {
  let site: TestSite;
  let all: (typeof profiles.$inferSelect)[];
  const db = () => site.database.db;
  /** The default site's niche is 1 (general): its search shows only niche-1 profiles. */
  const DEFAULT_NICHE = 1;
  const visibleCount = () => all.filter((p) => p.status === 'active' && p.niche === DEFAULT_NICHE).length;
  const loggedIn = async (email: string) => {
    const client = site.client();
    expect((await client.login(email)).status).toBe(200);
    return client;
  };
  const profileOf = (email: string) => {
    const member = all.find((p) => p.memberId !== null && demoEmails.get(p.memberId) === email);
    return member!;
  };
  const demoEmails = new Map<number, string>();
  const everyPage = async (client: ReturnType<TestSite['client']>, query: string, headers: Record<string, string> = {}) => {
    const first = await client.get(`/api/search.php?${query}`, headers);
    expect(first.status).toBe(200);
    const cards: ProfileCard[] = [...first.body.profiles];
    for (let page = 2; page <= first.body.pages; page++) cards.push(...(await client.get(`/api/search.php?${query}&page=${page}`, headers)).body.profiles);
    return { first: first.body, cards };
  };

  beforeAll(async () => {
    site = await startTestSite(backend);
    all = await db().select().from(profiles);
    for (const m of await db().select().from(members)) demoEmails.set(m.id, m.email);
  });
  afterAll(() => site?.close());

  describe('who may search', () => {
    it('lets a visitor search when the site allows logged-out search', async () => {
      const answer = await site.client().get('/api/search.php?all=1');
      expect(answer.status).toBe(200);
      expect(answer.body.total).toBe(visibleCount());
    });

    it('refuses a visitor with the auth-required flag when the site does not allow it, in their language', async () => {
      const answer = await site.client().get('/api/search.php', { host: 'bdsm.localhost', 'accept-language': 'en' });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ error: 'Please log in to continue.', code: 'auth_required', auth_required: true });
      const profile = await site.client().get(`/api/profile.php?id=${all[0]!.id}`, { host: 'bdsm.localhost' });
      expect(profile.status).toBe(403);
    });

    it('lets a visitor with tracking data search where logged_out_search_trafficsource allows it', async () => {
      const answer = await site.client().get('/api/search.php?network=adnet&sub1=x', { host: 'bdsm.localhost' });
      expect(answer.status).toBe(200);
      expect((await site.client().get('/api/search.php?network=%20', { host: 'bdsm.localhost' })).status).toBe(403);
    });

    it('refuses a visitor with tracking data when neither setting allows it; a member may always search', async () => {
      await db().update(sites).set({ loggedOutSearch: false, loggedOutSearchTrafficsource: false }).where(eq(sites.isDefault, true));
      site.domains.sites.invalidate();
      try {
        expect((await site.client().get('/api/search.php?network=adnet')).status).toBe(403);
        const member = await loggedIn('free@example.com');
        expect((await member.get('/api/search.php')).status).toBe(200);
      } finally {
        await db().update(sites).set({ loggedOutSearch: true }).where(eq(sites.isDefault, true));
        site.domains.sites.invalidate();
      }
    });
  });

  describe('results', () => {
    it('pages by 24, most recently seen first, and never shows the searcher', async () => {
      // The sample holds fewer than two pages of general profiles: the others join niche 1 for this test.
      const others = all.filter((p) => p.niche !== DEFAULT_NICHE);
      await db().update(profiles).set({ niche: DEFAULT_NICHE }).where(inArray(profiles.id, others.map((p) => p.id)));
      try {
        const client = await loggedIn('free@example.com');
        const { first, cards } = await everyPage(client, 'all=1');
        const own = profileOf('free@example.com');
        expect(first.profiles).toHaveLength(SEARCH_PAGE_SIZE);
        expect(first.total).toBe(all.filter((p) => p.status === 'active').length - 1);
        expect(first.pages).toBeGreaterThan(1);
        expect(first.pages).toBe(Math.ceil(first.total / SEARCH_PAGE_SIZE));
        expect(cards).toHaveLength(first.total);
        expect(cards.map((c) => c.id)).not.toContain(own.id);
        const seen = cards.map((c) => Date.parse(c.last_seen!));
        expect(seen).toEqual([...seen].sort((a, b) => b - a));
        expect(new Set(cards.map((c) => c.id)).size).toBe(cards.length);
      } finally {
        for (const p of others) await db().update(profiles).set({ niche: p.niche }).where(eq(profiles.id, p.id));
      }
    });

    it('answers a page past the end with no profiles but the right total', async () => {
      const answer = await site.client().get('/api/search.php?all=1&page=50');
      expect(answer.body).toMatchObject({ profiles: [], total: visibleCount(), page: 50 });
    });

    it('filters by gender, country, region and age range (inclusive), on every page', async () => {
      const target = all.find((p) => p.fictional && p.region && p.niche === DEFAULT_NICHE)!;
      const age = ageOn(target.dateOfBirth, new Date())!;
      const query = `gender=${target.gender}&country=${target.country.toLowerCase()}&countryregion=${encodeURIComponent(target.region!)}&min_age=${age}&max_age=${age}`;
      const { cards } = await everyPage(site.client(), query);
      expect(cards.map((c) => c.id)).toContain(target.id);
      for (const card of cards) {
        expect(card).toMatchObject({ gender: target.gender, country: target.country, region: target.region, age });
      }
      const expected = all.filter((p) => p.status === 'active' && p.niche === DEFAULT_NICHE && p.gender === target.gender && p.country === target.country
        && p.region === target.region && ageOn(p.dateOfBirth, new Date()) === age);
      expect(cards.map((c) => c.id).sort()).toEqual(expected.map((p) => p.id).sort());
    });

    it('keeps every card in the contract: age, place, flags and a sharp main photo with sizes', async () => {
      const answer = await site.client().get('/api/search.php?country=NL');
      for (const card of answer.body.profiles as ProfileCard[]) {
        expect(card.country).toBe('NL');
        expect(card.photo).toMatchObject({ main: true, locked: false });
        expect(card.photo!.sizes.map((s) => [s.width, s.height])).toEqual([[240, 320], [480, 640]]);
        for (const size of card.photo!.sizes) expect(size.url).toMatch(/^\/media\/profiles\/\d+\/[0-9a-f]{24}\.webp$/);
      }
    });

    it('adds similar profiles when a page has fewer than six: ages widened by five years, then without the region', async () => {
      const target = all.find((p) => p.fictional && p.country === 'NL' && p.niche === DEFAULT_NICHE)!;
      const age = ageOn(target.dateOfBirth, new Date())!;
      const answer = await site.client().get(`/api/search.php?country=NL&countryregion=${encodeURIComponent(target.region!)}&min_age=${age}&max_age=${age}`);
      expect(answer.body.profiles.length).toBeLessThan(6);
      const ids = answer.body.profiles.map((c: ProfileCard) => c.id);
      const widened = all.filter((p) => p.status === 'active' && p.niche === DEFAULT_NICHE && p.country === 'NL' && !ids.includes(p.id)
        && Math.abs(ageOn(p.dateOfBirth, new Date())! - age) <= 5);
      expect(answer.body.similar.length).toBe(Math.min(12, widened.length));
      for (const card of answer.body.similar as ProfileCard[]) {
        expect(ids).not.toContain(card.id);
        expect(card.country).toBe('NL');
        expect(Math.abs(card.age - age)).toBeLessThanOrEqual(5);
      }
      // A full page needs no similar profiles.
      expect((await site.client().get('/api/search.php?all=1')).body.similar).toEqual([]);
    });

    it('never shows invisible, disabled or deleted members, in search or as a profile', async () => {
      const [invisible, deleted] = all.filter((p) => p.fictional && p.niche === DEFAULT_NICHE).slice(-2);
      const newMember = profileOf('new@example.com');
      await db().update(profiles).set({ status: 'hidden' }).where(eq(profiles.id, invisible!.id));
      const premium = profileOf('premium@example.com');
      await db().update(members).set({ deletedAt: new Date(), status: 'deleted' }).where(eq(members.id, premium.memberId!));
      try {
        const { cards } = await everyPage(site.client(), 'all=1');
        const ids = cards.map((c) => c.id);
        for (const hidden of [invisible!, premium, newMember]) {
          expect(ids).not.toContain(hidden.id);
          const profile = await site.client().get(`/api/profile.php?id=${hidden.id}`);
          expect(profile.status).toBe(404);
          expect(profile.body.code).toBe('not_found');
        }
        expect(ids).toContain(deleted!.id);
      } finally {
        await db().update(profiles).set({ status: 'active' }).where(eq(profiles.id, invisible!.id));
        await db().update(members).set({ deletedAt: null, status: 'confirmed' }).where(eq(members.id, premium.memberId!));
      }
    });

    it('hides blocked profiles in both directions, as search results and as profiles', async () => {
      const free = profileOf('free@example.com');
      const premium = profileOf('premium@example.com');
      const fictional = all.find((p) => p.fictional && p.niche === DEFAULT_NICHE)!;
      await db().insert(blocks).values([
        { blockerMemberId: free.memberId!, blockedProfileId: fictional.id },
        { blockerMemberId: premium.memberId!, blockedProfileId: free.id },
      ]);
      try {
        const client = await loggedIn('free@example.com');
        const { cards } = await everyPage(client, 'all=1');
        expect(cards.map((c) => c.id)).not.toContain(fictional.id);
        expect(cards.map((c) => c.id)).not.toContain(premium.id);
        expect((await client.get(`/api/profile.php?id=${fictional.id}`)).status).toBe(404);
        expect((await client.get(`/api/profile.php?id=${premium.id}`)).status).toBe(404);
        // The blocker does not see the blocked member either; others still see both.
        const premiumClient = await loggedIn('premium@example.com');
        expect((await premiumClient.get(`/api/profile.php?id=${free.id}`)).status).toBe(404);
        expect((await premiumClient.get(`/api/profile.php?id=${fictional.id}`)).status).toBe(200);
      } finally {
        await db().delete(blocks).where(inArray(blocks.blockerMemberId, [free.memberId!, premium.memberId!]));
      }
    });

    it('refuses a minimum age above the maximum with a translated message, and bad values as invalid input', async () => {
      const answer = await site.client().get('/api/search.php?min_age=40&max_age=30', { 'accept-language': 'de' });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 'age_range_invalid', fields: { max_age: 'Das Mindestalter darf nicht höher sein als das Höchstalter.' } });
      for (const bad of ['gender=alien', 'min_age=12', 'page=0', 'country=NLD', 'near=abc', 'unknown=1']) {
        const refused = await site.client().get(`/api/search.php?${bad}`);
        expect(refused.status, bad).toBe(400);
        expect(refused.body.code, bad).toBe('invalid_input');
      }
    });

    it('searches near a point: the country and region of the nearest town', async () => {
      const answer = await site.client().get('/api/search.php?near=52.09,5.12&country=BE');
      expect(answer.status).toBe(200);
      const same = await site.client().get('/api/search.php?country=NL&countryregion=Utrecht');
      expect(answer.body).toEqual(same.body);
      expect(same.body.profiles.length + same.body.similar.length).toBeGreaterThan(0);
      for (const card of [...answer.body.profiles, ...answer.body.similar] as ProfileCard[]) expect(card.country).toBe('NL');
    });
  });

  describe('niche', () => {
    const activeOf = (niche: number) => all.filter((p) => p.status === 'active' && p.niche === niche);

    it("shows only profiles of the site's niche: the general site its general profiles, the she site its own", async () => {
      const general = await everyPage(site.client(), 'all=1');
      expect(general.cards.length).toBe(activeOf(DEFAULT_NICHE).length);
      expect(general.cards.map((c) => c.id).sort()).toEqual(activeOf(DEFAULT_NICHE).map((p) => p.id).sort());
      const she = await everyPage(site.client(), 'all=1', { host: 'she.localhost' });
      expect(activeOf(2).length).toBeGreaterThan(0);
      expect(she.first.total).toBe(activeOf(2).length);
      expect(she.cards.map((c) => c.id).sort()).toEqual(activeOf(2).map((p) => p.id).sort());
    });

    it('follows a niche asked for (a lander\'s slug), in results and in similar profiles', async () => {
      // Two general profiles move to niche 7 (gay) for this test: only they answer a niche-7 search.
      const moved = activeOf(DEFAULT_NICHE).filter((p) => p.fictional && p.gender === 'male').slice(0, 2);
      expect(moved).toHaveLength(2);
      await db().update(profiles).set({ niche: 7 }).where(inArray(profiles.id, moved.map((p) => p.id)));
      try {
        const gay = await site.client().get('/api/search.php?all=1&niche=7');
        expect(gay.body.total).toBe(2);
        expect(gay.body.profiles.map((c: ProfileCard) => c.id).sort()).toEqual(moved.map((p) => p.id).sort());
        expect(gay.body.similar).toEqual([]);
        // A thin niche-7 page widens only within niche 7: the region dropped, the niche kept.
        const target = moved[0]!;
        const thin = await site.client().get(`/api/search.php?niche=7&country=${target.country}&countryregion=${encodeURIComponent(target.region ?? 'x')}&gender=female`);
        expect(thin.body.profiles).toEqual([]);
        for (const card of thin.body.similar as ProfileCard[]) expect(moved.map((p) => p.id)).toContain(card.id);
        const general = await everyPage(site.client(), 'all=1');
        for (const p of moved) expect(general.cards.map((c) => c.id)).not.toContain(p.id);
      } finally {
        await db().update(profiles).set({ niche: DEFAULT_NICHE }).where(inArray(profiles.id, moved.map((p) => p.id)));
      }
    });

    it('refuses a niche that does not exist as invalid input', async () => {
      for (const bad of ['niche=0', 'niche=8', 'niche=she']) {
        const refused = await site.client().get(`/api/search.php?${bad}`);
        expect(refused.status, bad).toBe(400);
        expect(refused.body.code, bad).toBe('invalid_input');
      }
    });
  });

  describe('profile page and photos', () => {
    const sharpNonMainFiles = async (profileId: number) => {
      const images = await db().select().from(profileImages).where(and(eq(profileImages.profileId, profileId), eq(profileImages.isMain, false)));
      return images.flatMap((image) => [image.filename, image.thumbFilename, ...image.sizes.map((s) => s.file)]);
    };
    const fictionalWithPhotos = () => all.find((p) => p.fictional)!;

    it("answers the profile with the site's visible fields, interests, about text and flags", async () => {
      const target = fictionalWithPhotos();
      const answer = await site.client().get(`/api/profile.php?id=${target.id}`);
      expect(answer.status).toBe(200);
      const { profile } = answer.body;
      expect(profile).toMatchObject({
        id: target.id, name: target.name, gender: target.gender, country: target.country, region: target.region, city: target.city,
        fictional: true, premium: false, interests: target.interests, about: target.about,
        age: ageOn(target.dateOfBirth, new Date()),
      });
      expect(Object.keys(profile.fields).sort()).toEqual([
        'body_type', 'date_of_birth', 'eye_colour', 'gender', 'hair_colour', 'interests', 'relationship_status', 'sexuality', 'signup_reason', 'tattoos',
      ]);
      expect(profile.fields).toMatchObject({ sexuality: target.sexuality, hair_colour: target.hairColour, interests: target.interests });
      expect(profile.fields.date_of_birth).toBe(String(profile.age));
      expect(JSON.stringify(profile)).not.toContain(target.dateOfBirth);
    });

    it('gives a free member the main photo sharp and every other photo only blurred and locked', async () => {
      const target = fictionalWithPhotos();
      const client = await loggedIn('free@example.com');
      const answer = await client.get(`/api/profile.php?id=${target.id}`);
      const photos = answer.body.profile.photos;
      expect(photos.length).toBeGreaterThanOrEqual(3);
      expect(photos[0]).toMatchObject({ main: true, locked: false });
      expect(photos[0].sizes).toHaveLength(2);
      for (const photo of photos.slice(1)) {
        expect(photo).toMatchObject({ main: false, locked: true });
        expect(photo.sizes).toEqual([{ url: expect.stringMatching(/^\/media\/profiles\/\d+\/[0-9a-f]{24}\.webp$/), width: 150, height: 200 }]);
      }
      // The whole answer holds no URL of a sharp non-main photo.
      for (const file of await sharpNonMainFiles(target.id)) expect(answer.text).not.toContain(file);
      // The blurred copy is a real image the browser can load.
      const blurred = await client.get(photos[1].sizes[0].url);
      expect(blurred.status).toBe(200);
      expect(blurred.headers['content-type']).toBe('image/webp');
    });

    it('gives a visitor the same locked photos as a free member', async () => {
      const target = fictionalWithPhotos();
      const answer = await site.client().get(`/api/profile.php?id=${target.id}`);
      expect(answer.body.profile.photos.slice(1).every((p: { locked: boolean }) => p.locked)).toBe(true);
      for (const file of await sharpNonMainFiles(target.id)) expect(answer.text).not.toContain(file);
    });

    it('gives a premium member every photo sharp, in every size', async () => {
      const target = fictionalWithPhotos();
      const client = await loggedIn('premium@example.com');
      const answer = await client.get(`/api/profile.php?id=${target.id}`);
      const photos = answer.body.profile.photos;
      expect(photos.every((p: { locked: boolean }) => !p.locked)).toBe(true);
      // Every frame of every photo (the avatar square is the top bar's, not the gallery's).
      const frames = (await db().select().from(profileImages).where(eq(profileImages.profileId, target.id))).flatMap((image) => image.sizes.map((s) => s.file));
      for (const file of frames) expect(answer.text).toContain(file);
      for (const photo of photos) expect(photo.sizes.map((s: { width: number }) => s.width)).toEqual([240, 480]);
    });

    it('only shows active photos', async () => {
      const target = fictionalWithPhotos();
      const [, second] = await db().select().from(profileImages).where(eq(profileImages.profileId, target.id)).orderBy(profileImages.position);
      await db().update(profileImages).set({ status: 'pending' }).where(eq(profileImages.id, second!.id));
      try {
        const answer = await (await loggedIn('premium@example.com')).get(`/api/profile.php?id=${target.id}`);
        expect(answer.body.profile.photos.map((p: { id: number }) => p.id)).not.toContain(second!.id);
      } finally {
        await db().update(profileImages).set({ status: 'active' }).where(eq(profileImages.id, second!.id));
      }
    });

    it('answers 404 (never 403) for unknown ids, and 400 for ids that are not ids', async () => {
      const unknown = await (await loggedIn('free@example.com')).get('/api/profile.php?id=999999');
      expect(unknown.status).toBe(404);
      expect(unknown.body.code).toBe('not_found');
      expect((await site.client().get('/api/profile.php?id=abc')).status).toBe(400);
      expect((await site.client().get('/api/profile.php')).status).toBe(400);
    });
  });

  describe('geocode', () => {
    it('answers country, region and city near a point, false at sea or outside the served countries', async () => {
      const client = site.client();
      expect((await client.get('/api/geocode.php?lat=52.0907&lon=5.1214')).body).toEqual({ country: 'NL', region: 'Utrecht', city: 'Utrecht' });
      expect((await client.get('/api/geocode.php?lat=48.1374&lon=11.5755')).body).toEqual({ country: 'DE', region: 'Bayern', city: 'Munich' });
      expect((await client.get('/api/geocode.php?lat=40.7128&lon=-74.006')).body).toMatchObject({ country: 'US', region: 'New York' });
      expect((await client.get('/api/geocode.php?lat=0&lon=-30')).body).toBe(false);
      expect((await client.get('/api/geocode.php?lat=35.68&lon=139.69')).body).toBe(false);
      expect((await client.get('/api/geocode.php?lat=91&lon=0')).status).toBe(400);
      expect((await client.get('/api/geocode.php?lat=52')).status).toBe(400);
    });
  });
});
