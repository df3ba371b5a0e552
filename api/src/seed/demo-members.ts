/** Demo members to log in with outside production: a free, a premium and a not yet confirmed one. */
import { hash } from '@node-rs/argon2';
import { PHOTO_LIMIT } from '@dating/shared-contracts';
import { members, profiles } from '../db/schema.js';
import type { Transaction } from '../db/transaction.js';
import type { CreditsService } from '../domains/credits/index.js';
import type { AvatarSubject } from './avatars.js';
import { photoCountOf, seedPhotos } from './photos.js';
import { dateOfBirthForAge } from './dates.js';
import { createRandom } from './random.js';

/** The password of every demo member (development only; production never gets them). */
export const DEMO_PASSWORD = 'demo1234';

type NewMember = typeof members.$inferInsert;
type NewProfile = typeof profiles.$inferInsert;

interface DemoMember {
  member: Omit<NewMember, 'siteId' | 'passwordHash' | 'credits'>;
  /** The balance the member starts with, granted through the ledger. */
  credits: number;
  profile: Omit<NewProfile, 'memberId' | 'dateOfBirth'> & { age: number };
  /** Whether the demo member gets generated photos (the first is the main image). */
  avatar: boolean;
}

/** The demo members, as the README lists them. */
export const DEMO_MEMBERS: readonly DemoMember[] = [
  {
    member: { email: 'free@example.com', status: 'confirmed', paidUser: false },
    credits: 0,
    profile: {
      name: 'Mark', gender: 'male', seeking: 'female', sexuality: 'straight', hairColour: 'brown', eyeColour: 'blue',
      bodyType: 'athletic', relationshipStatus: 'single', interests: ['cycling', 'music', 'travel'], tattoos: 'none',
      signupReason: 'dating', country: 'NL', region: 'Utrecht', city: 'Utrecht', age: 34, status: 'active',
      about: 'Hoi! Ik ben Mark uit Utrecht. Ik fiets graag en ben altijd in voor een goed gesprek.',
    },
    avatar: true,
  },
  {
    member: { email: 'premium@example.com', status: 'confirmed', paidUser: true },
    credits: 50,
    profile: {
      name: 'Sanne', gender: 'female', seeking: 'male', sexuality: 'straight', hairColour: 'blond', eyeColour: 'green',
      bodyType: 'slim', relationshipStatus: 'divorced', interests: ['wine', 'yoga', 'reading', 'beach'], tattoos: 'some',
      signupReason: 'relationship', country: 'NL', region: 'Noord-Holland', city: 'Haarlem', age: 41, status: 'active',
      about: 'Ik ben Sanne uit Haarlem. Een glas wijn, een goed boek en het strand: daar word ik blij van.',
    },
    avatar: true,
  },
  {
    // Not confirmed yet, so the profile is disabled (spec section 4) and has no photo.
    member: { email: 'new@example.com', status: 'not_confirmed', paidUser: false },
    credits: 0,
    profile: {
      name: 'Noor', gender: 'female', seeking: 'male', sexuality: 'bisexual', hairColour: 'black', eyeColour: 'brown',
      bodyType: 'average', relationshipStatus: 'single', interests: ['dancing', 'festivals'], tattoos: 'many',
      signupReason: 'chat', country: 'NL', region: 'Zuid-Holland', city: 'Leiden', age: 26, status: 'disabled',
      about: 'Net nieuw hier! Ik hou van dansen en festivals.',
    },
    avatar: false,
  },
];

/**
 * Creates the demo members with their profiles on the given site, and grants their credits through
 * the ledger in the seed's transaction (each under its own key); returns their e-mail addresses.
 */
export async function seedDemoMembers(
  db: Transaction,
  options: { siteId: number; mediaDir: string; now: Date; credits: Pick<CreditsService, 'grant'> },
): Promise<string[]> {
  // Hash before inserting; each member gets its own salt, as a real signup would.
  const hashes = await Promise.all(DEMO_MEMBERS.map(() => hash(DEMO_PASSWORD)));
  const random = createRandom(0xde30);
  const withAvatar: AvatarSubject[] = [];
  // A demo member gets no more photos than a member of its kind may have (spec section 5: free 3,
  // premium 25): free@ is at the limit, as a free member who filled it would be.
  const limits = new Map<number, number>();
  for (const [index, demo] of DEMO_MEMBERS.entries()) {
    const [member] = await db
      .insert(members)
      .values({ ...demo.member, siteId: options.siteId, passwordHash: hashes[index]!, language: 'nl', signupDate: options.now, isDemo: true })
      .returning({ id: members.id });
    if (demo.credits > 0) await options.credits.grant(db, member!.id, demo.credits, 'opening_balance', `demo_credits:${member!.id}`);
    const { age, ...profile } = demo.profile;
    const [inserted] = await db
      .insert(profiles)
      .values({ ...profile, memberId: member!.id, fictional: false, niche: 1, lastSeenAt: options.now, dateOfBirth: dateOfBirthForAge(random, age, options.now) })
      .returning({ id: profiles.id });
    if (!demo.avatar) continue;
    withAvatar.push({ id: inserted!.id, gender: profile.gender, hairColour: profile.hairColour ?? null, age });
    limits.set(inserted!.id, demo.member.paidUser ? PHOTO_LIMIT.premium : PHOTO_LIMIT.free);
  }
  await seedPhotos(db, options.mediaDir, withAvatar, (subject) => Math.min(photoCountOf(subject.id), limits.get(subject.id)!));
  return DEMO_MEMBERS.map((demo) => demo.member.email);
}
