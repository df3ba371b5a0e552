/**
 * The sandbox provider's own pages, served by this process outside production only (a real
 * provider's checkout is its own site): GET shows the checkout, POST takes the choice, sends the
 * member back to the site's result page and has the sandbox send the signed webhook a moment
 * later, as a provider's does (the result page waits for it on the event stream).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { href } from '@dating/shared-contracts';
import { DomainError } from '../domain-error.js';
import { SANDBOX_OUTCOMES, sandboxCheckoutPage } from './sandbox-page.js';
import type { SandboxProvider } from './sandbox-provider.js';
import type { PaymentsService } from './service.js';

/** How long after the member's return the sandbox sends its webhook (ms): the result page shows pending first, like a real bank's. */
export const SANDBOX_WEBHOOK_DELAY_MS = 1_500;

const paymentId = z.coerce.number().int().min(1).max(2_147_483_647);

export async function sandboxRoutes(app: FastifyInstance, { payments, sandbox }: { payments: PaymentsService; sandbox: SandboxProvider }) {
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
    const back = href('credits-id-paymentmethod', { id: String(payment.package_id), paymentmethod: payment.method }, { payment: String(payment.payment_id) });
    return reply.redirect(back, 303);
  });
}
