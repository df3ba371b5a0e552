/** Fresh members for account tests: signed up over HTTP, logged in, each with its own client. */
import { expect } from 'vitest';
import type { HttpClient } from './http-client.js';
import type { TestSite } from './test-site.js';

let serial = 0;

/** The password every member made here has. */
export const MEMBER_PASSWORD = 'lang-genoeg-wachtwoord-77';

export interface TestMember {
  id: number;
  profileId: number;
  email: string;
  client: HttpClient;
}

/** Signs up a new member (logged in on its own client). */
export async function newMember(site: TestSite, options: { language?: string; name?: string } = {}): Promise<TestMember> {
  serial += 1;
  const email = `account${serial}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const client = site.client();
  const answer = await client.post(
    '/api/signup.php',
    { email, name: options.name ?? `Lid${serial}`, date_of_birth: '1985-04-12', password: MEMBER_PASSWORD, gender: 'female', country: 'NL' },
    { 'accept-language': options.language ?? 'nl' },
  );
  expect(answer.status, answer.text).toBe(201);
  return { id: answer.body.user.id, profileId: answer.body.user.profile.id, email, client };
}

/** The newest mail of `kind` to `to` from the dev outbox. */
export async function newestMail(site: TestSite, to: string, kind: string) {
  const outbox = await site.client().get(`/dev/outbox.json?to=${encodeURIComponent(to)}`);
  return (outbox.body as { kind: string; text: string; subject: string; to: string }[]).find((mail) => mail.kind === kind);
}

/** The token of the first link to `pagePath` in a mail's text. */
export function tokenIn(text: string, pagePath: string): string {
  const match = new RegExp(`(https?://\\S+${pagePath.replace(/[/?]/g, '\\$&')}\\?token=[\\w%-]+)`).exec(text);
  expect(match, `a ${pagePath} link in: ${text}`).not.toBeNull();
  return new URL(match![1]!).searchParams.get('token')!;
}

/** A new member whose e-mail is confirmed (profile active, so others may see and like it). */
export async function confirmedMember(site: TestSite, options: { language?: string; name?: string } = {}): Promise<TestMember> {
  const member = await newMember(site, options);
  const { sql } = await import('drizzle-orm');
  await site.database.db.execute(sql`update members set status = 'confirmed' where id = ${member.id}`);
  await site.database.db.execute(sql`update profiles set status = 'active' where id = ${member.profileId}`);
  site.domains.users.forget(member.id);
  return member;
}
