/** The payments endpoints, and outside production the sandbox provider's checkout while the sandbox is the provider. */
import { errorCodes, type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ENDPOINTS } from '@dating/shared-contracts';
import type { Config } from '../../config.js';
import { route } from '../../http/endpoint-route.js';
import { linkOrigin } from '../sites/index.js';
import { countryOf, memberIdOf, siteOf } from '../../http/request-context.js';
import { DomainError } from '../domain-error.js';
import { resultPath } from './provider.js';
import type { SandboxProvider } from './sandbox-provider.js';
import { SANDBOX_OUTCOMES, sandboxCheckoutPage } from './sandbox-page.js';
import type { PaymentsService } from './service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The JSON body as received (the sandbox webhook's signature is over these bytes). */
    rawBody?: string;
  }
}

/**
 * Registers the payments endpoints from their declarations. Form posts (Mollie's webhook,
 * id=tr_…) are parsed by the app's form parser (http/form-bodies.ts), which this plugin inherits.
 */
export async function paymentsPlugin(app: FastifyInstance, { payments, sandbox, config }: { payments: PaymentsService; sandbox: SandboxProvider; config: Pick<Config, 'production' | 'publicOrigin'> }) {
  // In this plugin only: JSON bodies are kept as received too, for the sandbox webhook's signature.
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

  route(app, ENDPOINTS.startPayment, async (request) => {
    const site = await siteOf(request);
    return payments.start(site, request.member.id, request.body, linkOrigin(site, config));
  });

  route(app, ENDPOINTS.discount, async (request) => payments.discount(await siteOf(request), request.member.id, request.query));

  route(app, ENDPOINTS.stayDiscount, async (request) => payments.stayDiscount(request.member.id));

  route(app, ENDPOINTS.payment, async (request) => payments.payment(request.member.id, request.query.id));

  route(app, ENDPOINTS.transactions, async (request) => payments.transactions(request.member.id, request.query.id));

  route(app, ENDPOINTS.paymentWebhook, async (request) => {
    const provider = (request.query as { provider?: unknown }).provider ?? 'sandbox';
    if (provider !== payments.provider.name) throw new DomainError('not_found');
    await payments.webhook({ rawBody: request.rawBody ?? '', body: request.body, headers: request.headers });
    return { received: true as const };
  });

  // The sandbox calls the webhook through this process's own router, as a provider would over HTTP.
  sandbox.connect((body, headers) => app.inject({ method: 'POST', url: `${ENDPOINTS.paymentWebhook.path}?provider=sandbox`, payload: body, headers }).then((answer) => answer.statusCode));
  if (!config.production && payments.provider === sandbox) sandboxCheckout(app, payments, sandbox);
}

/** How long after the member's return the sandbox sends its webhook (ms): the result page shows pending first, like a real bank's. */
export const SANDBOX_WEBHOOK_DELAY_MS = 1_500;

const paymentId = z.coerce.number().int().min(1).max(2_147_483_647);

/**
 * The sandbox provider's own pages, served by this process outside production only (a real
 * provider's checkout is its own site): GET shows the checkout, POST takes the choice, sends the
 * member back to the site's result page and has the sandbox send the signed webhook a moment
 * later, as a provider's does (the result page waits for it on the event stream).
 */
function sandboxCheckout(app: FastifyInstance, payments: PaymentsService, sandbox: SandboxProvider) {
  app.get('/sandbox/checkout', async (request, reply) => {
    const id = paymentId.safeParse((request.query as { payment?: unknown }).payment);
    const payment = id.success ? await payments.pendingPayment(id.data) : undefined;
    if (!payment) throw new DomainError('not_found');
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(sandboxCheckoutPage(payment));
  });

  app.post('/sandbox/checkout', async (request, reply) => {
    const form = z.object({ payment: paymentId, outcome: z.enum(Object.keys(SANDBOX_OUTCOMES) as [keyof typeof SANDBOX_OUTCOMES]) }).safeParse(request.body);
    if (!form.success) throw new DomainError('invalid_input');
    const payment = await payments.pendingPayment(form.data.payment);
    if (!payment) throw new DomainError('not_found');
    const status = SANDBOX_OUTCOMES[form.data.outcome];
    setTimeout(() => void sandbox.deliver(payment.payment_id, status).catch((error) => app.log.error({ err: error }, 'sandbox webhook failed')), SANDBOX_WEBHOOK_DELAY_MS).unref();
    return reply.redirect(resultPath({ paymentId: payment.payment_id, packageId: payment.package_id, method: payment.method }), 303);
  });
}
