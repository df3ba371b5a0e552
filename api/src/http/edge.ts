/**
 * The server's edge, registered before any route: which proxies are believed, the auth cookie's
 * name, answer headers, malformed requests, the cross-site write check and the abuse budgets, in
 * that order (a refused request spends no budget).
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { AbuseGuard } from '../domains/abuse/index.js';
import { registerAbuseBudgets } from './abuse-routes.js';
import { registerAnswerHeaders } from './answer-headers.js';
import { registerAuthCookie } from './auth-cookie.js';
import { registerCrossSiteCheck } from './cross-site.js';
import { registerEdgeTrust, trustProxyOption } from './edge-trust.js';
import { answerFrameworkError, registerMalformedRequestChecks } from './malformed-requests.js';

/** Fastify constructor options the edge needs. */
export function edgeOptions(config: Config) {
  return { trustProxy: trustProxyOption(config.trustProxy), frameworkErrors: answerFrameworkError };
}

export function registerEdge(app: FastifyInstance, config: Config, abuse: AbuseGuard) {
  registerEdgeTrust(app, config.trustProxy);
  registerAuthCookie(app, config.production);
  registerAnswerHeaders(app);
  registerMalformedRequestChecks(app);
  registerCrossSiteCheck(app);
  registerAbuseBudgets(app, abuse);
  app.addHook('onClose', async () => abuse.close());
}
