/**
 * The profiles domain: the one visibility rule, decided in one place and obeyed alike by search
 * (results and the profile page), likes (like, swipe, lists) and landers; and a profile's status
 * through its life: signup, activation, deletion and its undoing, and staff blocking.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { ProfileCard, ProfileStatus } from '@dating/shared-contracts';
import { likes, members, profileImages, profiles } from '../src/db/schema.js';
import type { Viewer } from '../src/domains/profiles/index.js';
import type { SiteRow } from '../src/domains/sites/index.js';
import { availableBackends } from './support/backends.js';
import { demoMember } from './support/demo-members.js';
import type { HttpClient } from './support/http-client.js';
import { MEMBER_PASSWORD, newestMail, tokenIn } from './support/members.js';
import { startTestSite, type TestSite } from './support/test-site.js';

const DAY = 24 * 60 * 60_000;
let serial = 0;

/** A member made for one case: the profile, the address and a logged-in client. */
interface Member {
  memberId: number;
  profileId: number;
  email: string;
  client: HttpClient;
}

/** How a case's profile came to be what it is, and who should see it. */
interface Case {
  name: string;
  /** The free demo member sees it. */
  member: boolean;
  /** A visitor sees it. */
  visitor: boolean;
  fictional?: true;
  /** Makes the profile; answers its id. */
  make(): Promise<number>;
}

describe.each(await availableBackends())('profiles on %s', (backend) => {
  let site: TestSite;
  let home: SiteRow;
  let viewer: Viewer;
  let viewerClient: HttpClient;
  let fictional: number[];
  const db = () => site.database.db;
  const service = () => site.domains.profiles;
  const statusOf = async (profileId: number): Promise<ProfileStatus> =>
    (await db().select({ status: profiles.status }).from(profiles).where(eq(profiles.id, profileId)))[0]!.status;

  /** Signs up over HTTP (on the site of `host`), logged in on its own client; not confirmed yet. */
  async function signUp(host = 'localhost', country = 'NL'): Promise<Member> {
    serial += 1;
    const email = `profiles${serial}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const client = site.client();
    const answer = await client.post('/api/signup.php',
      { email, name: `Profiel${serial}`, date_of_birth: '1986-06-01', password: MEMBER_PASSWORD, gender: 'female', country }, { host });
    expect(answer.status, answer.text).toBe(201);
    return { memberId: answer.body.user.id, profileId: answer.body.user.profile.id, email, client };
  }

  /** Opens the activation link the member was mailed. */
  async function activate(member: Member): Promise<void> {
    const mail = await newestMail(site, member.email, 'activation');
    const token = tokenIn(mail!.text, '/api/activate.php');
    expect((await site.client().get(`/api/activate.php?token=${encodeURIComponent(token)}`)).headers.location).toBe('/activate/done');
  }

  async function confirmedMember(host?: string, country?: string): Promise<Member> {
    const member = await signUp(host, country);
    await activate(member);
    return member;
  }

  async function deleteAccount(member: Member): Promise<void> {
    const answer = await member.client.request('DELETE', '/api/user.php', { json: { password: MEMBER_PASSWORD, reason: '' } });
    expect(answer.status, answer.text).toBe(200);
  }

  async function reactivate(member: Member): Promise<void> {
    const answer = await site.client().post('/api/reactivate.php', { email: member.email, password: MEMBER_PASSWORD });
    expect(answer.status, answer.text).toBe(200);
  }

  const CASES: Case[] = [
    { name: 'an active member', member: true, visitor: true, make: async () => (await confirmedMember()).profileId },
    { name: 'a fictional profile', member: true, visitor: true, fictional: true, make: async () => fictional[0]! },
    { name: 'a member who has not confirmed the address (disabled)', member: false, visitor: false, make: async () => (await signUp()).profileId },
    {
      name: 'a member who deleted the account (hidden)', member: false, visitor: false,
      make: async () => {
        const member = await confirmedMember();
        await deleteAccount(member);
        return member.profileId;
      },
    },
    {
      name: 'a deleted account whose profile is still marked active', member: false, visitor: false,
      make: async () => {
        const member = await confirmedMember();
        await db().update(members).set({ deletedAt: new Date() }).where(eq(members.id, member.memberId));
        return member.profileId;
      },
    },
    {
      name: 'a member blocked by staff', member: false, visitor: false,
      make: async () => {
        const member = await confirmedMember();
        expect(await service().block(db(), member.profileId)).toBe(true);
        return member.profileId;
      },
    },
    {
      name: 'a fictional profile blocked by staff', member: false, visitor: false, fictional: true,
      make: async () => {
        expect(await service().block(db(), fictional[1]!)).toBe(true);
        return fictional[1]!;
      },
    },
    {
      name: 'a member the viewer blocked', member: false, visitor: true,
      make: async () => {
        const member = await confirmedMember();
        expect((await viewerClient.post('/api/block.php', { profile_id: member.profileId })).status).toBe(200);
        return member.profileId;
      },
    },
    {
      name: 'a member who blocked the viewer', member: false, visitor: true,
      make: async () => {
        const member = await confirmedMember();
        expect((await member.client.post('/api/block.php', { profile_id: viewer.profileId })).status).toBe(200);
        return member.profileId;
      },
    },
    { name: "the viewer's own profile", member: false, visitor: true, make: async () => viewer.profileId! },
    { name: 'an active member of another site', member: false, visitor: false, make: async () => (await confirmedMember('en.localhost', 'GB')).profileId },
  ];
  const made = new Map<string, number>();

  beforeAll(async () => {
    site = await startTestSite(backend);
    home = await site.domains.sites.siteForHost('localhost');
    const free = await demoMember(site, 'free@example.com');
    viewer = { memberId: free.memberId, profileId: free.profileId, premium: false, country: 'NL' };
    viewerClient = site.client();
    expect((await viewerClient.login('free@example.com')).status).toBe(200);
    // Fictional profiles of the site's niche that a lander may show (they have a main photo).
    fictional = (await db().selectDistinct({ id: profiles.id }).from(profiles)
      .innerJoin(profileImages, and(eq(profileImages.profileId, profiles.id), eq(profileImages.isMain, true), eq(profileImages.status, 'active')))
      .where(and(eq(profiles.fictional, true), eq(profiles.niche, 1), eq(profiles.status, 'active'))).orderBy(profiles.id).limit(3)).map((row) => row.id);
    for (const each of CASES) made.set(each.name, await each.make());
    for (const [name, profileId] of made) {
      // Seen most recently of all, so a visible one is on the first page of search.
      await db().update(profiles).set({ lastSeenAt: new Date(Date.now() + DAY) }).where(eq(profiles.id, profileId));
      // The viewer liked each one (as if before it changed), so the likes lists have it to show or hide.
      if (name !== "the viewer's own profile") {
        await db().insert(likes).values({ likerMemberId: viewer.memberId, likedProfileId: profileId, source: 'profile' }).onConflictDoNothing();
      }
    }
  });
  afterAll(() => site?.close());

  describe('one visibility rule, and search, likes and landers agree with it', () => {
    it.each(CASES)('$name: the member sees it $member, a visitor $visitor', async ({ name, member, visitor, fictional: isFictional }) => {
      const id = made.get(name)!;
      // The rule itself, for the member and for a visitor.
      expect(await service().isVisible(home.id, viewer, id)).toBe(member);
      expect(await service().isVisible(home.id, null, id)).toBe(visitor);
      expect((await service().cards(home, viewer, [id])).has(id)).toBe(member);

      // Search: the first page (the case's profiles were seen last of all) and the profile page.
      const results = await viewerClient.get('/api/search.php?all=1');
      expect(results.status).toBe(200);
      expect((results.body.profiles as ProfileCard[]).some((card) => card.id === id)).toBe(member);
      // The viewer's own id is the own preview ("this is how others see you"), marked `own`; search, likes and landers still never show it to them.
      const ownPreview = name === "the viewer's own profile";
      const page = await viewerClient.get(`/api/profile.php?id=${id}`);
      expect(page.status).toBe(member || ownPreview ? 200 : 404);
      expect(page.body.profile?.own !== undefined).toBe(ownPreview);
      expect((await site.client().get(`/api/profile.php?id=${id}`)).status).toBe(visitor ? 200 : 404);

      // Likes: the list shows the like only while the profile is visible; liking again is "already
      // liked" for a visible profile and "not found" for any other; the swipe game skips only a visible one.
      const list = await viewerClient.get(`/api/likes.php?profile_id=${id}`);
      expect(list.status).toBe(200);
      expect((list.body.profiles as ProfileCard[]).some((card) => card.id === id)).toBe(member);
      const like = await viewerClient.post('/api/like.php', { profile_id: id });
      expect(like.status).toBe(member ? 409 : 404);
      expect((await viewerClient.post('/api/swipe.php', { profile_id: id, liked: false })).status).toBe(member ? 200 : 404);

      // Landers: a fictional profile is an advert exactly while a visitor may see it; a member's never.
      const lander = await site.client().get(`/api/lander-member.php?id=${id}`);
      expect(lander.status).toBe(isFictional && visitor ? 200 : 404);
    });

    it('gives every viewer the same card: the one card schema, its photo never locked', async () => {
      const id = made.get('a fictional profile')!;
      const fromLikes = (await service().cards(home, viewer, [id])).get(id)!;
      const fromSearch = ((await viewerClient.get('/api/search.php?all=1')).body.profiles as ProfileCard[]).find((card) => card.id === id)!;
      const fromLander = (await site.client().get(`/api/lander-member.php?id=${id}`)).body.profile as ProfileCard;
      expect(fromSearch).toEqual(fromLikes);
      // An advert shows no presence and no paid mark; the rest is the same card.
      expect(fromLander).toEqual({ ...fromLikes, premium: false, last_seen: null });
      expect(fromLikes.photo).toMatchObject({ main: true, locked: false });
    });
  });

  describe('the own preview (/members/{own id})', () => {
    const file = (name: string) => ({ file: name, width: 600, height: 800 });

    it('members get their own profile as others see it, with whether others can and what waits for review', async () => {
      const member = await signUp();
      await db().insert(profileImages).values([
        { profileId: member.profileId, filename: 'a.webp', thumbFilename: 'a-t.webp', status: 'active', isMain: true, position: 0, sizes: [file('own-a.webp')], blurred: file('own-a-blur.webp') },
        { profileId: member.profileId, filename: 'b.webp', thumbFilename: 'b-t.webp', status: 'active', position: 1, sizes: [file('own-b.webp')], blurred: file('own-b-blur.webp') },
        { profileId: member.profileId, filename: 'c.webp', thumbFilename: 'c-t.webp', status: 'pending', position: 2, sizes: [file('own-c.webp')] },
      ]);
      // Not confirmed yet: nobody else sees it, its owner sees the preview and why.
      const before = await member.client.get(`/api/profile.php?id=${member.profileId}`);
      expect(before.status, before.text).toBe(200);
      expect(before.body.profile).toMatchObject({ id: member.profileId, name: `Profiel${serial}`, own: { visible: false, pending_photos: 1 } });
      // The photos others would see (active only), sharp: they are the member's own.
      expect(before.body.profile.photos.map((photo: { locked: boolean; sizes: { url: string }[] }) => [photo.locked, photo.sizes[0]!.url]))
        .toEqual([[false, '/media/own-a.webp'], [false, '/media/own-b.webp']]);
      expect((await viewerClient.get(`/api/profile.php?id=${member.profileId}`)).status).toBe(404);

      await activate(member);
      const after = await member.client.get(`/api/profile.php?id=${member.profileId}`);
      expect(after.body.profile.own).toEqual({ visible: true, pending_photos: 1 });
      // Someone else's page of the same profile carries no `own`.
      const seen = await viewerClient.get(`/api/profile.php?id=${member.profileId}`);
      expect(seen.status).toBe(200);
      expect(seen.body.profile.own).toBeUndefined();
    });

    it('another member’s id is never answered as the caller’s own', async () => {
      const member = await signUp();
      const other = await signUp();
      expect((await member.client.get(`/api/profile.php?id=${other.profileId}`)).status).toBe(404);
      const visible = await confirmedMember();
      const answer = await member.client.get(`/api/profile.php?id=${visible.profileId}`);
      expect(answer.status).toBe(200);
      expect(answer.body.profile.own).toBeUndefined();
    });
  });

  describe("a profile's status", () => {
    it('signup creates the profile disabled; the activation link makes it active', async () => {
      const member = await signUp();
      expect(await statusOf(member.profileId)).toBe('disabled');
      expect(await service().isVisible(home.id, viewer, member.profileId)).toBe(false);
      await activate(member);
      expect(await statusOf(member.profileId)).toBe('active');
      expect(await service().isVisible(home.id, viewer, member.profileId)).toBe(true);
    });

    it('deleting the account hides the profile; reactivating shows it again as the account allows', async () => {
      const confirmed = await confirmedMember();
      const unconfirmed = await signUp();
      for (const member of [confirmed, unconfirmed]) {
        await deleteAccount(member);
        expect(await statusOf(member.profileId)).toBe('hidden');
        expect(await service().isVisible(home.id, viewer, member.profileId)).toBe(false);
        await reactivate(member);
      }
      expect(await statusOf(confirmed.profileId)).toBe('active');
      expect(await service().isVisible(home.id, viewer, confirmed.profileId)).toBe(true);
      expect(await statusOf(unconfirmed.profileId)).toBe('disabled');
    });

    it('a blocked profile is hidden from everyone, as a hidden one is, and stays blocked through a deletion and its undoing', async () => {
      const blocked = await confirmedMember();
      const hidden = await confirmedMember();
      await service().block(db(), blocked.profileId);
      await deleteAccount(hidden);
      const premium = await demoMember(site, 'premium@example.com');
      const premiumClient = site.client();
      expect((await premiumClient.login('premium@example.com')).status).toBe(200);
      const premiumViewer: Viewer = { memberId: premium.memberId, profileId: premium.profileId, premium: true, country: 'NL' };
      for (const profileId of [blocked.profileId, hidden.profileId]) {
        for (const someone of [null, viewer, premiumViewer]) expect(await service().isVisible(home.id, someone, profileId)).toBe(false);
        for (const client of [site.client(), viewerClient, premiumClient]) expect((await client.get(`/api/profile.php?id=${profileId}`)).status).toBe(404);
      }

      await deleteAccount(blocked);
      expect(await statusOf(blocked.profileId)).toBe('blocked');
      await reactivate(blocked);
      expect(await statusOf(blocked.profileId)).toBe('blocked');
      expect(await service().isVisible(home.id, viewer, blocked.profileId)).toBe(false);
    });

    it('unblocking gives the profile the status its account gives it; a second block or an unblock of an unblocked profile changes nothing', async () => {
      const confirmed = await confirmedMember();
      const unconfirmed = await signUp();
      const deleted = await confirmedMember();
      await deleteAccount(deleted);
      const fictionalId = fictional[2];
      for (const profileId of [confirmed.profileId, unconfirmed.profileId, deleted.profileId, fictionalId!]) {
        expect(await service().block(db(), profileId)).toBe(true);
        expect(await service().block(db(), profileId)).toBe(false);
        expect(await statusOf(profileId)).toBe('blocked');
      }
      expect(await service().block(db(), 2_147_483_000)).toBe(false);
      for (const profileId of [confirmed.profileId, unconfirmed.profileId, deleted.profileId, fictionalId!]) {
        expect(await service().unblock(db(), profileId)).toBe(true);
        expect(await service().unblock(db(), profileId)).toBe(false);
      }
      expect(await statusOf(confirmed.profileId)).toBe('active');
      expect(await statusOf(unconfirmed.profileId)).toBe('disabled');
      expect(await statusOf(deleted.profileId)).toBe('hidden');
      expect(await statusOf(fictionalId!)).toBe('active');
      expect(await service().isVisible(home.id, viewer, confirmed.profileId)).toBe(true);
    });

    it("commits and rolls back with the caller's transaction", async () => {
      const member = await confirmedMember();
      await expect(db().transaction(async (tx) => {
        await tx.update(members).set({ deletedAt: new Date() }).where(eq(members.id, member.memberId));
        await service().memberDeleted(tx, member.memberId);
        const [inside] = await tx.select({ status: profiles.status }).from(profiles).where(eq(profiles.id, member.profileId));
        expect(inside!.status).toBe('hidden');
        throw new Error('the caller fails after the change');
      })).rejects.toThrow('the caller fails');
      expect(await statusOf(member.profileId)).toBe('active');
      const [row] = await db().select({ id: members.id }).from(members).where(and(eq(members.id, member.memberId), isNotNull(members.deletedAt)));
      expect(row).toBeUndefined();
    });
  });
});
