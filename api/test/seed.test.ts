/** The first-start seed: sample data that covers every country, niche and gender, real avatars, demo members. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { verify } from '@node-rs/argon2';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRIES, GENDERS, LOCALES, NICHE_SLUGS, PHOTO_LIMIT, SEXUALITIES } from '@dating/shared-contracts';
import { openDatabase, type OpenDatabase } from '../src/db/database.js';
import { companies, interests, members, profileImages, profiles, regions, sites } from '../src/db/schema.js';
import { SITE_BLUEPRINTS } from '../src/seed/sites.js';
import { ageOn } from '../src/seed/dates.js';
import { planFictionalProfiles } from '../src/seed/fictional-profiles.js';
import { DEFAULT_FICTIONAL_PROFILES, DEMO_PASSWORD, seed, type SeedResult } from '../src/seed/index.js';
import { publicDomainOf } from '../src/seed/sites.js';

const NICHES = Object.keys(NICHE_SLUGS).map(Number);

function tempMediaDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'seed-media-'));
}

describe('seed on an empty database (development, default count)', () => {
  let database: OpenDatabase;
  let mediaDir: string;
  let result: SeedResult;
  const lines: string[] = [];

  beforeAll(async () => {
    database = await openDatabase({ dataDir: null });
    mediaDir = tempMediaDir();
    result = await seed(database.db, { mediaDir, production: false, log: (line) => lines.push(line) });
    // The whole seed with its 520 profiles' photos: 165 s in a passing run beside another test file
    // on 2 cores, past 180 s in a CI run. The limit is for a seed that hangs, not a busy machine.
  }, 600_000);

  afterAll(async () => {
    await database?.close();
    fs.rmSync(mediaDir, { recursive: true, force: true });
  });

  it('reports what it created, step by step, with its duration', () => {
    expect(result.created).toBe(true);
    expect(result.fictionalProfiles).toBe(DEFAULT_FICTIONAL_PROFILES);
    expect(result.demoMembers).toEqual(['free@example.com', 'premium@example.com', 'new@example.com']);
    expect(lines.some((line) => /photos of 520 profiles/.test(line))).toBe(true);
    expect(lines.at(-1)).toBe(`seed: done in ${result.ms} ms`);
    // Printed, not asserted: on a shared 2-core machine the time depends on what else runs.
    console.log(`seed of ${result.fictionalProfiles} profiles took ${result.ms} ms`);
  });

  it('creates at least 500 fictional profiles, all flagged fictional, active and without a member', async () => {
    const rows = await database.db.select().from(profiles).where(eq(profiles.fictional, true));
    expect(rows.length).toBeGreaterThanOrEqual(500);
    expect(DEFAULT_FICTIONAL_PROFILES).toBeGreaterThanOrEqual(520);
    for (const row of rows) {
      expect(row.memberId).toBeNull();
      expect(row.status).toBe('active');
    }
  });

  it('covers every country, every niche and every gender, in every niche-country pair a site serves (seed-pools.test.ts has the sizes)', async () => {
    const rows = await database.db.select().from(profiles).where(eq(profiles.fictional, true));
    expect(new Set(rows.map((r) => r.country))).toEqual(new Set(COUNTRIES));
    expect(new Set(rows.map((r) => r.niche))).toEqual(new Set(NICHES));
    expect(new Set(rows.map((r) => r.gender))).toEqual(new Set(GENDERS));
    expect(new Set(rows.map((r) => r.sexuality))).toEqual(new Set(SEXUALITIES.filter((s) => s !== 'questioning')));
    const pairs = new Set(rows.map((r) => `${r.niche}/${r.country}`));
    for (const site of SITE_BLUEPRINTS) for (const country of site.countries) expect(pairs).toContain(`${site.niche}/${country}`);
    // The general niche has both genders in every country.
    for (const country of COUNTRIES) {
      const genders = new Set(rows.filter((r) => r.niche === 1 && r.country === country).map((r) => r.gender));
      expect(genders, country).toContain('male');
      expect(genders, country).toContain('female');
    }
  });

  it('gives ages from 18 to 70 and fills every profile field', async () => {
    const rows = await database.db.select().from(profiles).where(eq(profiles.fictional, true));
    const today = new Date();
    const ages = rows.map((r) => ageOn(r.dateOfBirth, today));
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(18);
    expect(Math.max(...ages)).toBeLessThanOrEqual(70);
    expect(Math.max(...ages) - Math.min(...ages)).toBeGreaterThan(40);
    for (const row of rows) {
      for (const field of ['name', 'seeking', 'sexuality', 'hairColour', 'eyeColour', 'bodyType', 'relationshipStatus', 'tattoos', 'signupReason', 'region', 'about'] as const) {
        expect(row[field], `${field} of profile ${row.id}`).toBeTruthy();
      }
      expect(row.interests.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('takes each region from its own country, and seeds regions for every country', async () => {
    const regionRows = await database.db.select().from(regions);
    const known = new Set(regionRows.map((r) => `${r.country}/${r.name}`));
    expect(new Set(regionRows.map((r) => r.country))).toEqual(new Set(COUNTRIES));
    const rows = await database.db.select().from(profiles);
    for (const row of rows) expect(known, `profile ${row.id}`).toContain(`${row.country}/${row.region}`);
  });

  it('labels every interest in all eleven locales, and profiles only use seeded interests', async () => {
    const rows = await database.db.select().from(interests);
    expect(rows.length).toBeGreaterThanOrEqual(20);
    for (const row of rows) for (const locale of LOCALES) expect(row.labels[locale], `${row.slug}/${locale}`).toBeTruthy();
    const slugs = new Set(rows.map((r) => r.slug));
    const profileRows = await database.db.select({ interests: profiles.interests }).from(profiles);
    for (const row of profileRows) for (const slug of row.interests) expect(slugs).toContain(slug);
  });

  it('gives every fictional profile 3 to 6 active photos, the main one first, in real webp files of the stated sizes', async () => {
    const rows = await database.db
      .select({ profileId: profiles.id, image: profileImages })
      .from(profiles)
      .innerJoin(profileImages, eq(profileImages.profileId, profiles.id))
      .where(eq(profiles.fictional, true));
    const byProfile = new Map<number, (typeof profileImages.$inferSelect)[]>();
    for (const { profileId, image } of rows) byProfile.set(profileId, [...(byProfile.get(profileId) ?? []), image]);
    expect(byProfile.size).toBe(DEFAULT_FICTIONAL_PROFILES);
    const counts = new Set<number>();
    for (const [profileId, images] of byProfile) {
      counts.add(images.length);
      expect(images.length, `photos of ${profileId}`).toBeGreaterThanOrEqual(3);
      expect(images.length).toBeLessThanOrEqual(6);
      const sorted = images.sort((a, b) => a.position - b.position);
      expect(sorted.map((i) => i.isMain)).toEqual(sorted.map((_, index) => index === 0));
      for (const image of sorted) expect(image.status).toBe('active');
    }
    expect(counts).toEqual(new Set([3, 4, 5, 6]));
    // Files of a sample of profiles: every size is a webp of the stated pixels; the blurred copy exists.
    for (const images of [...byProfile.values()].slice(0, 8)) {
      for (const image of images) {
        expect(image.filename).toBe(image.sizes.at(-1)!.file);
        // The 3:4 frame at 1× and 2× of the 240 px card, and a 120 px avatar square.
        expect(image.sizes.map((size) => [size.width, size.height])).toEqual([[240, 320], [480, 640]]);
        expect(await sharp(path.join(mediaDir, image.thumbFilename)).metadata()).toMatchObject({ format: 'webp', width: 120, height: 120 });
        for (const size of [...image.sizes, ...(image.blurred ? [image.blurred] : [])]) {
          const meta = await sharp(path.join(mediaDir, size.file)).metadata();
          expect(meta.format).toBe('webp');
          expect([meta.width, meta.height]).toEqual([size.width, size.height]);
        }
        expect(image.blurred === null).toBe(image.isMain);
      }
    }
  });

  it('names every photo file at random: no sharp URL follows from the profile id or from its blurred copy', async () => {
    const images = await database.db.select().from(profileImages);
    const files = images.flatMap((image) => [...image.sizes.map((s) => s.file), ...(image.blurred ? [image.blurred.file] : [])]);
    expect(new Set(files).size).toBe(files.length);
    for (const file of files) expect(file).toMatch(/^profiles\/\d+\/[0-9a-f]{24}\.webp$/);
  });

  it('photos of one profile differ from each other', async () => {
    const [first] = await database.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.fictional, true)).limit(1);
    const images = await database.db.select().from(profileImages).where(eq(profileImages.profileId, first!.id));
    const contents = images.map((image) => fs.readFileSync(path.join(mediaDir, image.filename)).toString('base64'));
    expect(new Set(contents).size).toBe(images.length);
  });

  it('makes one company with every field and a default site on localhost with every setting filled', async () => {
    const [company, ...otherCompanies] = await database.db.select().from(companies);
    expect(otherCompanies).toHaveLength(0);
    for (const value of Object.values(company!)) expect(value).not.toBeNull();
    expect(company!.country).toBe('NL');
    expect(company!.supportPhone).toMatch(/[-\s]/);
    expect(company!.tradenames.length).toBeGreaterThan(0);
    expect(company!.vatNumbers.length).toBeGreaterThan(0);

    const siteRows = await database.db.select().from(sites);
    const defaults = siteRows.filter((s) => s.isDefault);
    expect(defaults).toHaveLength(1);
    const site = defaults[0]!;
    expect(site.domain).toBe('localhost');
    expect(site.niche).toBe(1);
    expect(site.signups).toBe('all');
    expect(site.domainLanguage).toBe('nl_NL');
    expect(site.cdnPrefix).toBe('/media/');
    expect(site.minAge).toBe(18);
    expect(site.refundDays).toBe(14);
    expect(new Set(site.countries)).toEqual(new Set(COUNTRIES));
    expect(Object.keys(site.minimumMessageCosts).sort()).toEqual([...COUNTRIES].sort());
    for (const cost of Object.values(site.minimumMessageCosts)) {
      expect(cost.costs).toBeGreaterThan(0);
      expect(cost.currency).toMatch(/^[A-Z]{3}$/);
    }
    for (const [key, value] of Object.entries(site)) {
      expect(value, key).not.toBeNull();
      if (typeof value === 'string' && key !== 'domain') expect(value, key).not.toBe('');
    }
    expect(site.fictionalWarning).toMatch(/fictief/i);
    expect(site.messageCredits).toBeGreaterThan(0);
  });

  it('makes sites on other domains for every signup mode, an English one and one per special niche', async () => {
    const siteRows = await database.db.select().from(sites);
    expect(new Set(siteRows.map((s) => s.signups))).toEqual(new Set(['all', 'with_trafficsource', 'other']));
    expect(siteRows.some((s) => s.domainLanguage === 'en_GB' && !s.isDefault)).toBe(true);
    expect(new Set(siteRows.map((s) => s.niche))).toEqual(new Set(NICHES));
    expect(new Set(siteRows.map((s) => s.domain)).size).toBe(siteRows.length);
    for (const site of siteRows) {
      expect(Object.keys(site.minimumMessageCosts).sort(), site.domain).toEqual([...site.countries].sort());
    }
  });

  it('creates the demo members with argon2 hashes of the demo password and the right state', async () => {
    const rows = await database.db
      .select({ member: members, profile: profiles })
      .from(members)
      .innerJoin(profiles, eq(profiles.memberId, members.id))
      .where(inArray(members.email, ['free@example.com', 'premium@example.com', 'new@example.com']));
    const byEmail = new Map(rows.map((r) => [r.member.email, r]));
    expect(byEmail.size).toBe(3);
    const [defaultSite] = await database.db.select().from(sites).where(eq(sites.isDefault, true));

    const expected = {
      'free@example.com': { status: 'confirmed', credits: 0, paidUser: false, profileStatus: 'active', photo: true },
      'premium@example.com': { status: 'confirmed', credits: 50, paidUser: true, profileStatus: 'active', photo: true },
      'new@example.com': { status: 'not_confirmed', credits: 0, paidUser: false, profileStatus: 'disabled', photo: false },
    } as const;
    for (const [email, want] of Object.entries(expected)) {
      const { member, profile } = byEmail.get(email)!;
      expect(member.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verify(member.passwordHash, DEMO_PASSWORD)).toBe(true);
      expect(await verify(member.passwordHash, 'wrong-password')).toBe(false);
      expect(member.siteId).toBe(defaultSite!.id);
      expect(member.isDemo).toBe(true);
      expect({ status: member.status, credits: member.credits, paidUser: member.paidUser }).toEqual({
        status: want.status, credits: want.credits, paidUser: want.paidUser,
      });
      expect(profile.fictional).toBe(false);
      expect(profile.country).toBe('NL');
      expect(profile.status).toBe(want.profileStatus);
      expect(profile.name.toLowerCase()).not.toBe(email);
      const age = ageOn(profile.dateOfBirth, new Date());
      expect(age).toBeGreaterThanOrEqual(18);
      const images = await database.db.select().from(profileImages).where(eq(profileImages.profileId, profile.id));
      expect(images.filter((i) => i.isMain && i.status === 'active')).toHaveLength(want.photo ? 1 : 0);
      // Never more photos than the member may have (a free member over the limit read "4 of 3 photos").
      expect(images.length, `photos of ${email}`).toBeLessThanOrEqual(member.paidUser ? PHOTO_LIMIT.premium : PHOTO_LIMIT.free);
      for (const image of images) {
        expect((await sharp(path.join(mediaDir, image.filename)).metadata()).width).toBeGreaterThan(0);
      }
    }
  });

  it('creates nothing the second time', async () => {
    const count = async () => ({
      sites: (await database.db.select().from(sites)).length,
      profiles: (await database.db.select().from(profiles)).length,
      members: (await database.db.select().from(members)).length,
      images: (await database.db.select().from(profileImages)).length,
      regions: (await database.db.select().from(regions)).length,
    });
    const before = await count();
    const again = await seed(database.db, { mediaDir, production: false });
    expect(again.created).toBe(false);
    expect(await count()).toEqual(before);
  });
});

describe('seed in production', () => {
  let database: OpenDatabase;
  let mediaDir: string;

  beforeAll(async () => {
    database = await openDatabase({ dataDir: null });
    mediaDir = tempMediaDir();
  }, 60_000);

  afterAll(async () => {
    await database?.close();
    fs.rmSync(mediaDir, { recursive: true, force: true });
  });

  it('creates the sample data but no demo members', async () => {
    const result = await seed(database.db, { mediaDir, production: true, profiles: 30 });
    expect(result.created).toBe(true);
    expect(result.demoMembers).toEqual([]);
    expect(await database.db.select().from(members)).toHaveLength(0);
    const rows = await database.db.select().from(profiles);
    expect(rows).toHaveLength(30);
    expect(rows.every((r) => r.fictional)).toBe(true);
    expect(fs.readdirSync(path.join(mediaDir, 'profiles'))).toHaveLength(30);
  }, 60_000);
});

describe('fictional profile plan', () => {
  it('is the same on every run, and a smaller count is a prefix of a larger one', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    const first = planFictionalProfiles(120, now);
    expect(planFictionalProfiles(120, now)).toEqual(first);
    expect(planFictionalProfiles(40, now)).toEqual(first.slice(0, 40));
  });

  it('keeps every age within 18..70 on any day, leap days included', () => {
    for (const day of ['2028-02-29T00:00:00Z', '2027-03-01T00:00:00Z', '2026-12-31T23:59:59Z', '2026-01-01T00:00:00Z']) {
      const now = new Date(day);
      for (const row of planFictionalProfiles(DEFAULT_FICTIONAL_PROFILES, now)) {
        const age = ageOn(row.dateOfBirth, now);
        expect(age, `${row.dateOfBirth} on ${day}`).toBeGreaterThanOrEqual(18);
        expect(age).toBeLessThanOrEqual(70);
      }
    }
  });
});

describe("the default site's public domain", () => {
  it('is the host of a public PUBLIC_ORIGIN, never localhost or an address', () => {
    expect(publicDomainOf('https://flirtpunt.nl')).toBe('flirtpunt.nl');
    expect(publicDomainOf('https://www.Flirtpunt.nl:8443/')).toBe('www.flirtpunt.nl');
    for (const origin of ['http://localhost:8080', 'http://en.localhost:8080', 'http://127.0.0.1:8080', 'http://[::1]:8080', '', undefined, 'not a url']) {
      expect(publicDomainOf(origin), String(origin)).toBeNull();
    }
  });
});
