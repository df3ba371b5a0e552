/**
 * A payment provider as the shop sees it: which methods it takes, where to send the member to pay,
 * and how to read and trust its webhook. The sandbox (sandbox-provider.ts) is the default and the
 * one every test uses; Mollie (mollie-provider.ts) is the production provider, chosen by
 * MOLLIE_API_KEY. The service applies the event a provider reports exactly once, whichever it is.
 */
import { ENDPOINTS, href, type Currency, type PaymentMethod, type PaymentProviderName, type PaymentState } from '@dating/shared-contracts';

/** A webhook's news once the provider vouched for it: payment `paymentId` (ours) is now `status`. */
export interface ProviderEvent {
  /** Unique per news: a delivery repeating an event id changes nothing. */
  eventId: string;
  paymentId: number;
  status: PaymentState;
}

/** What a webhook request carries, transport-free. */
export interface WebhookDelivery {
  /** The body exactly as received (the sandbox's signature is over these bytes); empty for a form post. */
  rawBody: string;
  /** The body as parsed (JSON or form fields). */
  body: unknown;
  headers: Record<string, string | string[] | undefined>;
}

/** A payment the shop asks a provider to open. */
export interface CheckoutPayment {
  paymentId: number;
  packageId: number;
  /** Minor units, VAT included. */
  amount: number;
  currency: Currency;
  method: PaymentMethod;
  /** What the member's bank statement and the provider's page show. */
  description: string;
  /** The site's origin (scheme://host[:port]): the member comes back there and the webhook is posted there. */
  origin: string;
}

/** Where the member pays, and the provider's own id of the payment when it has one. */
export interface Checkout {
  url: string;
  providerRef: string | null;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Whether this provider takes `method` (the shop offers only those). */
  takes(method: PaymentMethod): boolean;
  /** Opens the payment at the provider. */
  checkout(payment: CheckoutPayment): Promise<Checkout>;
  /**
   * The event a webhook reports, or null when it reports nothing to apply (Mollie: a payment this
   * site did not open). Throws DomainError('webhook_signature_invalid') when it cannot be trusted,
   * DomainError('invalid_input') when the body is not this provider's.
   */
  event(delivery: WebhookDelivery): Promise<ProviderEvent | null>;
}

/** The site's page for a payment's result, where every provider sends the member back. */
export function resultPath(payment: { paymentId: number; packageId: number; method: PaymentMethod }): string {
  return href('credits-id-paymentmethod', { id: String(payment.packageId), paymentmethod: payment.method }, { payment: String(payment.paymentId) });
}

/** The webhook's address for a provider. */
export function webhookUrl(origin: string, provider: PaymentProviderName): string {
  return `${origin}${ENDPOINTS.paymentWebhook.path}?provider=${provider}`;
}
