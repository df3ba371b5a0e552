/**
 * Fictional sample profiles (spec section 1: flagged as not available for physical contact), dealt
 * deterministically into the pools of the niches and countries the sites serve (profile-pools.ts).
 */
import {
  BODY_TYPES, COUNTRY_LANGUAGES, EYE_COLOURS, HAIR_COLOURS, SIGNUP_REASONS, TATTOO_OPTIONS,
  type Gender, type Locale, type Seeking, type Sexuality,
} from '@dating/shared-contracts';
import type { Database } from '../db/database.js';
import type { AvatarSubject } from './avatars.js';
import { cityIn } from './cities.js';
import { profiles } from '../db/schema.js';
import { aboutText } from './about-texts.js';
import { ageOn, dateOfBirthForAge } from './dates.js';
import { INTEREST_SLUGS } from './interests.js';
import { firstNamesOf } from './names.js';
import { randomFor, type Random } from './random.js';
import { regionsOf } from './regions.js';
import { ageAt, dealPools, genderAt } from './profile-pools.js';

type NewProfile = typeof profiles.$inferInsert;

/** The number of fictional profiles a first start creates. */
export const DEFAULT_FICTIONAL_PROFILES = 520;

/** Fixed seed of the sample data: the same profiles on every machine and every run. */
const PROFILE_SEED = 0x5eed_2024;

/** The orientation a profile of `gender` in `niche` names (2 she: women seeking women; 7 gay: men seeking men). */
function sexualityFor(random: Random, niche: number, gender: Gender): Sexuality {
  if (niche === 2) return random.chance(0.7) ? 'lesbian' : 'bisexual';
  if (niche === 7) return random.chance(0.85) ? 'gay' : 'bisexual';
  // Non-binary people name these orientations most.
  if (gender === 'non_binary') return random.weighted<Sexuality>([['pansexual', 35], ['queer', 30], ['bisexual', 25], ['asexual', 10]]);
  return heteroMostly(random);
}

function heteroMostly(random: Random): Sexuality {
  return random.weighted<Sexuality>([['straight', 78], ['bisexual', 14], ['gay', 5], ['pansexual', 2], ['asexual', 1]]);
}

function seekingFor(random: Random, gender: Gender, sexuality: Sexuality): Seeking {
  if (gender === 'non_binary' || sexuality === 'pansexual' || sexuality === 'queer' || sexuality === 'asexual') return 'everyone';
  const other: Gender = gender === 'female' ? 'male' : 'female';
  if (sexuality === 'gay' || sexuality === 'lesbian') return gender;
  if (sexuality === 'bisexual') return random.pick<Seeking>([gender, other, 'everyone']);
  return other;
}

function hairColourFor(random: Random, age: number): string {
  if (age >= 58 && random.chance(0.6)) return 'grey';
  return random.weighted(HAIR_COLOURS.map((c) => [c, c === 'grey' ? 1 : c === 'red' || c === 'other' ? 2 : 8] as const));
}

function relationshipStatusFor(random: Random, age: number): string {
  return random.weighted([
    ['single', 55],
    ['divorced', age >= 30 ? 20 : 3],
    ['widowed', age >= 55 ? 12 : 0],
    ['relationship', 8],
    ['married', 7],
  ]);
}

/** The language of the profile's about text: mostly the country's first language. */
function localeFor(random: Random, country: string): Locale {
  const languages = COUNTRY_LANGUAGES[country]!;
  return languages.length > 1 && random.chance(0.3) ? random.pick(languages.slice(1)) : languages[0]!;
}

/** The rows for `count` fictional profiles; the same count and day always give the same rows. */
export function planFictionalProfiles(count: number, now: Date): NewProfile[] {
  const rows: NewProfile[] = [];
  const places = dealPools(count);
  for (let index = 0; index < count; index++) {
    const random = randomFor(PROFILE_SEED, index);
    const place = places[index]!;
    const { niche, country } = place.pool;
    const gender = genderAt(place);
    // A year of jitter, within the pool's ages.
    const age = Math.min(place.pool.ages[1], Math.max(place.pool.ages[0], ageAt(place) + random.int(-1, 1)));
    const sexuality = sexualityFor(random, niche, gender);
    // Non-binary profiles take a first name of either list.
    const name = random.pick(firstNamesOf(country, gender === 'non_binary' ? (random.chance(0.5) ? 'female' : 'male') : gender));
    const region = random.pick(regionsOf(country));
    const city = cityIn(random, country, region);
    const interests = random.sample(INTEREST_SLUGS, random.int(2, 5));
    const signupReason = random.pick(SIGNUP_REASONS);
    const bodyType = niche === 4 ? random.pick(['curvy', 'large'] as const) : random.pick(BODY_TYPES);
    rows.push({
      memberId: null,
      name,
      gender,
      seeking: seekingFor(random, gender, sexuality),
      sexuality,
      hairColour: hairColourFor(random, age),
      eyeColour: random.pick(EYE_COLOURS),
      bodyType,
      relationshipStatus: relationshipStatusFor(random, age),
      interests,
      tattoos: random.weighted(TATTOO_OPTIONS.map((t) => [t, t === 'none' ? 50 : t === 'some' ? 35 : 15] as const)),
      signupReason,
      dateOfBirth: dateOfBirthForAge(random, age, now),
      country,
      region,
      city,
      about: aboutText(random, localeFor(random, country), { name, age, region, interests, signupReason }),
      niche,
      fictional: true,
      status: 'active',
      // Spread over the past year, so "newest first" lists have a believable order.
      createdAt: new Date(now.getTime() - random.int(0, 365 * 24 * 60) * 60_000),
      // Seen within the last two weeks, so search's "last seen first" order is believable.
      lastSeenAt: new Date(now.getTime() - random.int(0, 14 * 24 * 60) * 60_000),
    });
  }
  return rows;
}

/** Inserts the planned fictional profiles; returns what the avatar renderer needs for each. */
export async function seedFictionalProfiles(db: Database, count: number, now: Date): Promise<AvatarSubject[]> {
  const planned = planFictionalProfiles(count, now);
  const subjects: AvatarSubject[] = [];
  // Chunks keep each statement well below PostgreSQL's 65535 bind-parameter limit.
  for (let start = 0; start < planned.length; start += 250) {
    const inserted = await db
      .insert(profiles)
      .values(planned.slice(start, start + 250))
      .returning({ id: profiles.id, gender: profiles.gender, hairColour: profiles.hairColour, dateOfBirth: profiles.dateOfBirth });
    for (const row of inserted) {
      subjects.push({ id: row.id, gender: row.gender, hairColour: row.hairColour, age: ageOn(row.dateOfBirth, now) });
    }
  }
  return subjects;
}
