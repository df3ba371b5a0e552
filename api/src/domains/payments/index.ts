/** The payments domain's public face: the shop (packages, payments, the provider's webhook) and its routes plugin. */
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { createMollieProvider } from './mollie-provider.js';
import { createPaymentsRepository } from './repository.js';
import { createSandboxProvider, makeSandboxSecret } from './sandbox-provider.js';
import { createPaymentsService, type PaymentsNeeds } from './service.js';

export type { PaymentsService } from './service.js';
export type { SandboxProvider } from './sandbox-provider.js';
export { paymentsPlugin } from './routes.js';
export { SIGNATURE_HEADER, SIGNATURE_TOLERANCE_SECONDS, sign } from './signature.js';

/** Mollie's settings: with an API key, Mollie is the provider instead of the sandbox. */
export interface MollieSettings {
  apiKey?: string;
  apiEndpoint?: string;
}

/**
 * Wires the shop with its provider: Mollie when `mollie.apiKey` (MOLLIE_API_KEY) is set, else the
 * sandbox. The sandbox is made either way (its checkout page and webhook answer only while it is
 * the provider); its webhook secret is `sandboxSecret` (SANDBOX_WEBHOOK_SECRET) or one made at
 * first start and kept in site_secrets.
 */
export function createPayments(db: Database, needs: Omit<PaymentsNeeds, 'provider'> & { clock: Clock; sandboxSecret?: string; mollie?: MollieSettings }) {
  const repository = createPaymentsRepository(db);
  let secret: Promise<string> | undefined;
  const loadSecret = () => {
    secret ??= (needs.sandboxSecret ? Promise.resolve(needs.sandboxSecret) : repository.secret('sandbox_webhook', makeSandboxSecret)).catch((error: unknown) => {
      secret = undefined;
      throw error;
    });
    return secret;
  };
  const sandbox = createSandboxProvider({ secret: loadSecret, clock: needs.clock });
  const apiKey = needs.mollie?.apiKey;
  const provider = apiKey
    ? createMollieProvider({ apiKey, apiEndpoint: needs.mollie?.apiEndpoint, paymentOf: (ref) => repository.paymentIdByRef('mollie', ref) })
    : sandbox;
  const payments = createPaymentsService(db, repository, { ...needs, provider });
  return { payments, sandbox };
}
