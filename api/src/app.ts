/** Builds the HTTP app: plugins, error handling, every domain's routes, and the static site. */
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { createDomains, type Domains } from './domains/index.js';
import { createErrorHandler } from './http/error-answer.js';
import { edgeOptions, registerEdge } from './http/edge.js';
import { registerFormBodies } from './http/form-bodies.js';
import { memberIdOf, registerRequestContext } from './http/request-context.js';
import { registerStaticSite } from './http/static-site.js';
import { usersRoutes } from './domains/users/routes.js';
import { sitesRoutes } from './domains/sites/routes.js';
import { signupRoutes } from './domains/signup/routes.js';
import { activationRoutes } from './domains/activation/routes.js';
import { passwordResetRoutes } from './domains/password-reset/routes.js';
import { devOutboxRoutes } from './dev/outbox-routes.js';

/** Largest request body accepted (uploads get their own limit). */
const BODY_LIMIT = 1024 * 1024;

export interface App {
  app: FastifyInstance;
  domains: Domains;
}

export async function buildApp(db: Database, config: Config, options: { domains?: Domains } = {}): Promise<App> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: BODY_LIMIT,
    ...edgeOptions(config),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerRequestContext(app);

  await app.register(cookie);
  await app.register(helmet, {
    // The shell loads remotes and their chunks from this origin only; inline styles come from styled-components.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: config.production ? [] : null,
      },
    },
    hsts: config.production,
    crossOriginEmbedderPolicy: false,
  });
  await registerFormBodies(app);

  const domains = options.domains ?? createDomains(db, config);
  registerEdge(app, config, domains.abuse);
  app.setErrorHandler(
    createErrorHandler(async (request) => {
      const memberId = await memberIdOf(request, domains);
      return memberId === null ? null : domains.users.language(memberId);
    }),
  );
  await app.register(usersRoutes, { domains, config });
  await app.register(sitesRoutes, { domains });
  await app.register(signupRoutes, { domains, config });
  await app.register(activationRoutes, { domains, config });
  await app.register(passwordResetRoutes, { domains, config });
  // Outside production: the dev outbox; in production: a 404 for every /dev/ path.
  await app.register(devOutboxRoutes, { domains, config });
  await registerStaticSite(app, config);
  return { app, domains };
}
