/**
 * Mollie (https://docs.mollie.com), the production provider, switched on by MOLLIE_API_KEY. A payment
 * opens with Create payment (amount, description, redirectUrl back to the site's result page,
 * webhookUrl, method) and the member pays at its `_links.checkout.href`. Mollie's webhook is a form
 * post of only `id=tr_…`, unsigned: the status is fetched from Mollie with the key, so a forged post
 * can only make the site ask Mollie. An id this site did not open is answered 200 without asking
 * Mollie (Mollie's advice: tell a prober nothing) and changes nothing. The event id is Mollie's id
 * and status, so a repeated delivery of the same news changes nothing (a refund or chargeback
 * later posts the same id while the payment stays paid).
 */
import { createMollieClient, PaymentMethod as MollieMethod, PaymentStatus as MollieStatus } from '@mollie/api-client';
import { MINOR_UNITS, mollieWebhookBodySchema, type PaymentMethod, type PaymentState } from '@dating/shared-contracts';
import { DomainError } from '../domain-error.js';
import { resultPath, webhookUrl, type PaymentProvider } from './provider.js';

/** Mollie's API root when none is configured. */
export const MOLLIE_API_ENDPOINT = 'https://api.mollie.com/v2/';

/**
 * Our methods as Mollie names them. Every card brand goes to Mollie's one card form ("creditcard"),
 * which takes Visa, Mastercard, Maestro, Cartes Bancaires, Dankort and PostePay cards alike (the
 * card labels its payments carry). sct, the bank transfer, is Mollie's "banktransfer". A method
 * missing here is not offered while Mollie is the provider: today those are only the catalogue's
 * switched-off ones (giropay, sofort, nexi, and sdd, the direct-debit flow's).
 */
export const MOLLIE_METHODS: Readonly<Partial<Record<PaymentMethod, MollieMethod>>> = {
  ideal: MollieMethod.ideal,
  bancontact: MollieMethod.bancontact,
  eps: MollieMethod.eps,
  blik: MollieMethod.blik,
  prezelewy24: MollieMethod.przelewy24,
  twint: MollieMethod.twint,
  swish: MollieMethod.swish,
  mobilepay: MollieMethod.mobilepay,
  vipps: MollieMethod.vipps,
  satispay: MollieMethod.satispay,
  creditcard: MollieMethod.creditcard,
  visa: MollieMethod.creditcard,
  mastercard: MollieMethod.creditcard,
  maestro: MollieMethod.creditcard,
  cartebancaire: MollieMethod.creditcard,
  dankort: MollieMethod.creditcard,
  postepay: MollieMethod.creditcard,
  paypal: MollieMethod.paypal,
  applepay: MollieMethod.applepay,
  paysafecard: MollieMethod.paysafecard,
  sct: MollieMethod.banktransfer,
};

/**
 * Mollie's statuses as ours: open (not yet paid), pending (the bank is at work) and authorized (a
 * reservation not yet captured) are all still pending; only paid grants credits.
 */
export const MOLLIE_STATUSES: Readonly<Record<MollieStatus, PaymentState>> = {
  [MollieStatus.open]: 'pending',
  [MollieStatus.pending]: 'pending',
  [MollieStatus.authorized]: 'pending',
  [MollieStatus.paid]: 'completed',
  [MollieStatus.failed]: 'failed',
  [MollieStatus.canceled]: 'cancelled',
  [MollieStatus.expired]: 'expired',
};

/** Minor units as Mollie's amount value: a string with exactly two decimals ("18.75"). */
export function mollieAmount(minorUnits: number): string {
  return `${Math.floor(minorUnits / MINOR_UNITS)}.${String(minorUnits % MINOR_UNITS).padStart(2, '0')}`;
}

/** Mollie's API error as it reaches us (the client throws its ApiError with Mollie's HTTP status). */
function statusOf(error: unknown): number | undefined {
  return (error as { statusCode?: number } | null)?.statusCode;
}

export function createMollieProvider(options: {
  apiKey: string;
  /** Mollie's API root (MOLLIE_API_ENDPOINT); the tests point it at a local stand-in, Mollie itself being out of reach there. */
  apiEndpoint?: string;
  /** Our payment opened at Mollie as `providerRef`, if this site opened one. */
  paymentOf(providerRef: string): Promise<number | undefined>;
}): PaymentProvider {
  const client = createMollieClient({ apiKey: options.apiKey, apiEndpoint: options.apiEndpoint ?? MOLLIE_API_ENDPOINT });

  return {
    name: 'mollie',

    takes: (method) => MOLLIE_METHODS[method] !== undefined,

    async checkout(payment) {
      const method = MOLLIE_METHODS[payment.method];
      if (!method) throw new DomainError('payment_method_unavailable');
      let opened;
      try {
        opened = await client.payments.create({
          amount: { value: mollieAmount(payment.amount), currency: payment.currency },
          description: payment.description,
          redirectUrl: `${payment.origin}${resultPath(payment)}`,
          webhookUrl: webhookUrl(payment.origin, 'mollie'),
          method,
          metadata: { payment_id: payment.paymentId },
        });
      } catch (error) {
        // 422 is Mollie refusing the payment as asked, in practice a method not activated on the account.
        if (statusOf(error) === 422) throw new DomainError('payment_method_unavailable');
        throw error;
      }
      const url = opened.getCheckoutUrl();
      if (!url) throw new Error(`Mollie opened ${opened.id} without a checkout URL`);
      return { url, providerRef: opened.id };
    },

    async event(delivery) {
      const body = mollieWebhookBodySchema.safeParse(delivery.body);
      if (!body.success) throw new DomainError('invalid_input');
      const mollieId = body.data.id;
      const paymentId = await options.paymentOf(mollieId);
      if (paymentId === undefined) return null;
      let fetched;
      try {
        fetched = await client.payments.get(mollieId);
      } catch (error) {
        // Mollie no longer knowing it (another mode's key): nothing to apply. Anything else is a
        // 500, and Mollie posts the webhook again later.
        if (statusOf(error) === 404) return null;
        throw error;
      }
      const status = MOLLIE_STATUSES[fetched.status] as PaymentState | undefined;
      if (!status) throw new Error(`Mollie's payment ${mollieId} has a status this site does not know: ${fetched.status}`);
      return { eventId: `${mollieId}:${fetched.status}`, paymentId, status };
    },
  };
}
