/**
 * The sandbox provider: a provider's test mode kept inside the site (no network reaches a real
 * one here). Its checkout page (/sandbox/checkout, outside production only; routes.ts)
 * lets a person choose what the bank does; it then sends the site's webhook, signed with the
 * sandbox secret (SANDBOX_WEBHOOK_SECRET, or one made at first start and kept in site_secrets),
 * and sends it again with backoff until the answer is 2xx, as real providers do.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { sandboxWebhookBodySchema, type PaymentState } from '@dating/shared-contracts';
import type { Clock } from '../../lib/clock.js';
import { DomainError } from '../domain-error.js';
import type { PaymentProvider, ProviderEvent } from './provider.js';
import { SIGNATURE_HEADER, sign, verifySignature } from './signature.js';

/** Where the sandbox posts its webhooks: a function so the HTTP layer decides how (in-process or over HTTP). */
export type WebhookPoster = (body: string, headers: Record<string, string>) => Promise<number>;

/** Delays between deliveries of one webhook that was not answered 2xx (ms). */
export const SANDBOX_RETRY_DELAYS_MS = [200, 1_000, 5_000, 30_000, 120_000];

export interface SandboxProvider extends PaymentProvider {
  /** Sends the webhook for `status` (signed now) and retries it in the background until answered 2xx. */
  deliver(paymentId: number, status: PaymentState, options?: { eventId?: string }): Promise<number>;
  /** Where the sandbox posts its webhooks (the HTTP layer connects it once its routes exist). */
  connect(post: WebhookPoster): void;
  /** The webhook body and headers the sandbox would send (tests send them themselves, replayed or out of order). */
  signed(event: ProviderEvent, unixSeconds?: number): Promise<{ body: string; headers: Record<string, string> }>;
}

/** A fresh secret for a site that has none configured. */
export function makeSandboxSecret(): string {
  return randomBytes(32).toString('hex');
}

export function createSandboxProvider(options: { secret: () => Promise<string>; clock: Clock }): SandboxProvider {
  let poster: WebhookPoster | undefined;
  const nowSeconds = () => Math.floor(options.clock.now().getTime() / 1000);

  async function signed(event: ProviderEvent, unixSeconds = nowSeconds()) {
    const body = JSON.stringify({ event_id: event.eventId, payment_id: event.paymentId, status: event.status });
    return { body, headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: sign(await options.secret(), body, unixSeconds) } };
  }

  return {
    name: 'sandbox',

    takes: () => true,

    async checkout(payment) {
      return { url: `/sandbox/checkout?payment=${payment.paymentId}`, providerRef: null };
    },

    // The signature first: nothing of an untrusted body is read.
    async event(delivery) {
      const header = delivery.headers[SIGNATURE_HEADER];
      if (!verifySignature(await options.secret(), delivery.rawBody, Array.isArray(header) ? header[0] : header, nowSeconds())) {
        throw new DomainError('webhook_signature_invalid');
      }
      const body = sandboxWebhookBodySchema.safeParse(delivery.body);
      if (!body.success) throw new DomainError('invalid_input');
      return { eventId: body.data.event_id, paymentId: body.data.payment_id, status: body.data.status };
    },

    signed,

    connect(post) {
      poster = post;
    },

    async deliver(paymentId, status, { eventId = randomUUID() } = {}) {
      const post = poster;
      if (!post) throw new Error('The sandbox has nowhere to send its webhook yet');
      const attempt = async () => {
        const { body, headers } = await signed({ eventId, paymentId, status });
        return post(body, headers).catch(() => 0);
      };
      const first = await attempt();
      if (first < 200 || first >= 300) retry(attempt, 0);
      return first;
    },
  };
}

/** Tries again after the next delay until answered 2xx or the delays run out (a real provider gives up too). */
function retry(attempt: () => Promise<number>, index: number): void {
  const delay = SANDBOX_RETRY_DELAYS_MS[index];
  if (delay === undefined) return;
  setTimeout(() => {
    void attempt().then((status) => {
      if (status < 200 || status >= 300) retry(attempt, index + 1);
    });
  }, delay).unref();
}
