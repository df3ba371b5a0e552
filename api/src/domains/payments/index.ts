/** The payments domain's public face: the shop (packages, payments, the provider's webhook) and its routes plugin. */
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { createPaymentsRepository } from './repository.js';
import { createSandboxProvider, makeSandboxSecret } from './sandbox-provider.js';
import { createPaymentsService, type PaymentsNeeds } from './service.js';

export type { PaymentsService } from './service.js';
export type { SandboxProvider } from './sandbox-provider.js';
export { paymentsPlugin } from './routes.js';
export { SIGNATURE_HEADER, SIGNATURE_TOLERANCE_SECONDS, sign } from './signature.js';

/**
 * Wires the shop with the sandbox provider. Its webhook secret is `sandboxSecret`
 * (SANDBOX_WEBHOOK_SECRET) or one made at first start and kept in site_secrets.
 */
export function createPayments(db: Database, needs: Omit<PaymentsNeeds, 'provider'> & { clock: Clock; sandboxSecret?: string }) {
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
  const payments = createPaymentsService(db, repository, { ...needs, provider: sandbox });
  return { payments, sandbox };
}
