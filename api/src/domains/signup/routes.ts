/** POST /api/signup.php: a new member, logged in at once, with the activation e-mail sent. */
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '@dating/shared-contracts';
import type { Config } from '../../config.js';
import { route } from '../../http/endpoint-route.js';
import { linkOrigin } from '../sites/index.js';
import { siteOf } from '../../http/request-context.js';
import { requestLocale } from '../../http/request-locale.js';
import type { StartSession } from '../../http/start-session.js';
import { DomainError } from '../domain-error.js';
import type { UsersService } from '../users/index.js';
import { signupBodyFromForm } from './form-fields.js';
import type { SignupService } from './service.js';

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)/i;

/** What signup needs: its service, the users service for the answer, and the one session starter. */
export interface SignupPluginNeeds {
  signup: SignupService;
  users: UsersService;
  startSession: StartSession;
  config: Config;
}

export async function signupPlugin(app: FastifyInstance, { signup, users, startSession, config }: SignupPluginNeeds) {
  route(app, ENDPOINTS.signup, async (request, reply) => {
    const site = await siteOf(request);
    const locale = requestLocale(request);
    const memberId = await signup.signUp(site, request.body, { locale, origin: linkOrigin(site, config) });
    const user = await users.current(memberId);
    if (!user) throw new DomainError('generic');
    // Logged in at once, like a login.
    await startSession(reply, user);
    return reply.status(201).send({ user });
  }, {
    preValidation: async (request) => {
      if (FORM_TYPES.test(request.headers['content-type'] ?? '')) request.body = signupBodyFromForm(request.body);
    },
  });
}
