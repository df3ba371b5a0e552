/** Builds the HTTP app: plugins, error handling, every domain's routes, and the static site. */
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { createDomains, registerDomainPlugins, type Domains } from './domains/index.js';
import { createErrorHandler } from './http/error-answer.js';
import { edgeOptions, registerEdge } from './http/edge.js';
import { registerFormBodies } from './http/form-bodies.js';
import { memberIdOf, registerRequestContext } from './http/request-context.js';
import { registerStaffSession } from './http/staff-session.js';
import { createStartSession } from './http/start-session.js';
import { openApiPlugin } from './http/openapi.js';
import { registerStaticSite } from './http/static-site.js';
import { registerCompression } from './http/compression.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { devOutboxRoutes } from './dev/outbox-routes.js';
import { startJobs, type Jobs } from './jobs.js';
import type { Clock } from './lib/clock.js';

/** Largest request body accepted (uploads get their own limit). */
const BODY_LIMIT = 1024 * 1024;

/** One registered route; `endpoint` names its declaration in ENDPOINTS (none for pages and dev tools). */
export interface RegisteredRoute {
  method: string;
  url: string;
  endpoint?: string;
}

export interface App {
  app: FastifyInstance;
  domains: Domains;
  /** The route table as registered (HEAD twins of GET routes left out). */
  routes: RegisteredRoute[];
  /** The process's background work (mail delivery, erasure): `drain` waits for what is due. */
  jobs: Jobs;
}

export async function buildApp(db: Database, config: Config, options: { domains?: Domains; clock?: Clock } = {}): Promise<App> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: BODY_LIMIT,
    ...edgeOptions(config),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (options) => {
    for (const method of [options.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: options.url, endpoint: options.config?.endpoint });
    }
  });

  await app.register(cookie);
  registerSecurityHeaders(app, { production: config.production });
  // Before any route: compression applies to the routes registered after it.
  await registerCompression(app);
  await registerFormBodies(app);

  const domains = options.domains ?? createDomains(db, config, options.clock);
  // Queued mail is delivered, deleted accounts past their window erased and old server events pruned, by this process.
  const jobs = startJobs(domains, (job, error) => app.log.error({ err: error }, `${job} job failed`));
  app.addHook('onClose', async () => jobs.stop());
  // Open event streams end before the server stops taking connections, or closing would wait for them.
  app.addHook('preClose', async () => domains.serverEvents.hub.closeAll());
  app.addHook('onClose', async () => domains.serverEvents.close());
  registerRequestContext(app, domains);
  registerStaffSession(app, { staff: domains.staff, secure: config.production });
  registerEdge(app, config, domains.abuse);
  app.setErrorHandler(
    createErrorHandler(async (request) => {
      const memberId = await memberIdOf(request);
      return memberId === null ? null : domains.users.language(memberId);
    }),
  );
  await registerDomainPlugins(app, domains, { config, startSession: createStartSession(domains.sessions, config) });
  await app.register(openApiPlugin, { config });
  // Outside production: the dev outbox; in production: a 404 for every /dev/ path.
  await app.register(devOutboxRoutes, { domains, config, drain: jobs.drain });
  await registerStaticSite(app, config);
  return { app, domains, routes, jobs };
}
