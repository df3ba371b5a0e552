/** The payments endpoints, and outside production the sandbox provider's checkout. */
import { errorCodes, type FastifyInstance } from 'fastify';
import { ENDPOINTS } from '@dating/shared-contracts';
import type { Config } from '../../config.js';
import { route } from '../../http/endpoint-route.js';
import { countryOf, memberIdOf, siteOf } from '../../http/request-context.js';
import { DomainError } from '../domain-error.js';
import type { SandboxProvider } from './sandbox-provider.js';
import { sandboxRoutes } from './sandbox-routes.js';
import type { PaymentsService } from './service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The JSON body as received (the webhook's signature is over these bytes). */
    rawBody?: string;
  }
}

/** Registers the payments endpoints from their declarations. */
export async function paymentsPlugin(app: FastifyInstance, { payments, sandbox, config }: { payments: PaymentsService; sandbox: SandboxProvider; config: Pick<Config, 'production'> }) {
  // In this plugin only: JSON bodies are kept as received too, for the webhook's signature.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    request.rawBody = text;
    if (text === '') return done(new errorCodes.FST_ERR_CTP_EMPTY_JSON_BODY(), undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY(), undefined);
    }
  });

  route(app, ENDPOINTS.creditPackages, async (request) => {
    const [site, memberId] = await Promise.all([siteOf(request), memberIdOf(request)]);
    return payments.offer(site, memberId, countryOf(request));
  });

  route(app, ENDPOINTS.startPayment, async (request) => payments.start(await siteOf(request), request.member.id, request.body));

  route(app, ENDPOINTS.discount, async (request) => payments.discount(await siteOf(request), request.member.id, request.query));

  route(app, ENDPOINTS.payment, async (request) => payments.payment(request.member.id, request.query.id));

  route(app, ENDPOINTS.transactions, async (request) => payments.transactions(request.member.id, request.query.id));

  route(app, ENDPOINTS.paymentWebhook, async (request) => {
    const provider = (request.query as { provider?: unknown }).provider ?? 'sandbox';
    if (provider !== payments.provider.name) throw new DomainError('not_found');
    const { event_id, payment_id, status } = request.body;
    await payments.webhook({ rawBody: request.rawBody ?? '', headers: request.headers }, { eventId: event_id, paymentId: payment_id, status });
    return { received: true as const };
  });

  // The sandbox calls the webhook through this process's own router, as a provider would over HTTP.
  sandbox.connect((body, headers) => app.inject({ method: 'POST', url: `${ENDPOINTS.paymentWebhook.path}?provider=sandbox`, payload: body, headers }).then((answer) => answer.statusCode));
  if (!config.production) await app.register(sandboxRoutes, { payments, sandbox });
}
