/**
 * A payment provider as the shop sees it: where to send the member to pay, and how to read and
 * trust its webhook. The sandbox (sandbox-provider.ts) is the one built in and the one every test
 * uses; a production provider (Mollie) plugs in behind the same interface.
 */
import type { PaymentState } from '@dating/shared-contracts';

/** A webhook the provider sent, once its signature held. */
export interface ProviderEvent {
  eventId: string;
  paymentId: number;
  status: PaymentState;
}

/** What a webhook request carries, transport-free. */
export interface WebhookDelivery {
  /** The body exactly as received (signatures are over these bytes). */
  rawBody: string;
  headers: Record<string, string | string[] | undefined>;
}

export interface PaymentProvider {
  readonly name: string;
  /** Where the member pays payment `paymentId` (a page of the provider). */
  checkoutUrl(paymentId: number): string;
  /** The event a webhook carries; throws DomainError('webhook_signature_invalid') when it cannot be trusted. */
  verify(delivery: WebhookDelivery, parsed: ProviderEvent): Promise<ProviderEvent>;
}
