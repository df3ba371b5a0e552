/** Login and signup both end here: a new session token, its cookie, and the member's language. */
import type { FastifyReply } from 'fastify';
import type { Config } from '../config.js';
import type { SessionsService } from '../domains/sessions/index.js';
import { authTokenOf, setAuthCookie } from './auth-cookie.js';
import { useMemberLocale } from './request-context.js';

/** The member a session starts for. */
export interface SessionMember {
  id: number;
  language?: string | null;
}

/** Starts a session for `member` on this reply. */
export type StartSession = (reply: FastifyReply, member: SessionMember) => Promise<void>;

export function createStartSession(sessions: SessionsService, config: Config): StartSession {
  return async (reply, member) => {
    const { request } = reply;
    // A new token every time: a session cookie set before login or signup is never carried over.
    await sessions.end(authTokenOf(request));
    const session = await sessions.start(member.id, request.headers['user-agent'] ?? null);
    setAuthCookie(reply, session.token, session.expiresAt, config.production);
    useMemberLocale(request, member.language ?? undefined);
  };
}
