/** Who is looking at profiles: the logged-in member with their own profile and premium state, or a visitor. */
import type { FastifyRequest } from 'fastify';
import type { UsersService } from '../domains/users/index.js';
import type { Viewer } from '../domains/profiles/index.js';
import { memberIdOf } from './request-context.js';

/** The viewer of a request; null for a visitor (or a session whose member is gone). */
export async function viewerOf(request: FastifyRequest, users: UsersService): Promise<Viewer | null> {
  const memberId = request.member?.id ?? (await memberIdOf(request));
  if (memberId === null) return null;
  const member = await users.current(memberId);
  if (!member) return null;
  return { memberId, profileId: member.profile.id, premium: member.paid_user, country: member.profile.country };
}
