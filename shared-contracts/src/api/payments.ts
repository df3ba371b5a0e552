/** Shapes of the shop: credit packages, starting a payment, its state, the provider's webhook, and the member's payments with receipts. */
import { z } from 'zod';
import { CURRENCIES, PAYMENT_METHODS, PAYMENT_STATES } from '../payments.js';
import { inputText, queryRecordId, recordId } from './input.js';

const paymentMethodSchema = z.enum(PAYMENT_METHODS);
const paymentStateSchema = z.enum(PAYMENT_STATES);

/** The discount applied to the prices shown: the time bonus, a welcome discount or a code. */
export const activeDiscountSchema = z.object({
  code: z.string(),
  percentage: z.number().int().min(1).max(100),
  /** ISO time it ends (the time bonus's countdown), or null. */
  expires_at: z.string().nullable(),
});
export type ActiveDiscount = z.infer<typeof activeDiscountSchema>;

/** One package as offered: prices in minor units of `currency`, VAT included. */
export const offeredPackageSchema = z.object({
  id: z.number().int().positive(),
  credits: z.number().int().positive(),
  /** List price. */
  price: z.number().int().positive(),
  /** Price after the active discount (the list price when there is none). */
  price_now: z.number().int().positive(),
  /** What one message costs at this package's list price (minor units, may have decimals). */
  message_price: z.number().positive(),
  best_value: z.boolean(),
});
export type OfferedPackage = z.infer<typeof offeredPackageSchema>;

/** GET /api/credit-packages.php answer: the packages and methods of the caller's country. */
export const creditPackagesAnswerSchema = z.object({
  country: z.string(),
  currency: z.enum(CURRENCIES),
  /** VAT rate (percent) the prices include. */
  vat_rate: z.number().min(0),
  message_credits: z.number().int().positive(),
  refund_days: z.number().int().min(0),
  packages: z.array(offeredPackageSchema),
  methods: z.array(paymentMethodSchema),
  discount: activeDiscountSchema.nullable(),
});
export type CreditPackagesAnswer = z.infer<typeof creditPackagesAnswerSchema>;

/** POST /api/payment.php body: the package, the method, and a discount code if the member typed one. */
export const startPaymentRequestSchema = z.strictObject({
  package_id: recordId,
  method: paymentMethodSchema,
  discount_code: inputText().trim().max(40).optional(),
});
export type StartPaymentRequest = z.infer<typeof startPaymentRequestSchema>;

/** POST /api/payment.php answer: the new payment and the provider's checkout to send the member to. */
export const startPaymentAnswerSchema = z.object({
  payment_id: z.number().int().positive(),
  checkout_url: z.string(),
});

/** A member's payment as the result pages and /transactions show it. */
export const paymentSchema = z.object({
  payment_id: z.number().int().positive(),
  status: paymentStateSchema,
  package_id: z.number().int().positive(),
  credits: z.number().int().positive(),
  currency: z.enum(CURRENCIES),
  /** Amount charged, minor units, VAT included. */
  amount: z.number().int().positive(),
  method: paymentMethodSchema,
  discount_code: z.string().nullable(),
  /** This payment made the member premium (their first completed purchase). */
  first_purchase: z.boolean(),
  created_at: z.string(),
  /** ISO time it reached its final state, or null while pending. */
  settled_at: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** GET /api/payment.php query. */
export const paymentQuerySchema = z.strictObject({ id: queryRecordId });

/** GET /api/payment.php answer: the payment, and the member's balance and premium flag now. */
export const paymentAnswerSchema = z.object({
  payment: paymentSchema,
  credits: z.number().int().min(0),
  paid_user: z.boolean(),
});
export type PaymentAnswer = z.infer<typeof paymentAnswerSchema>;

/** A completed purchase's receipt. */
export const receiptSchema = z.object({
  company: z.object({ name: z.string(), address: z.string(), city: z.string(), country: z.string(), kvk: z.string() }),
  vat_number: z.string(),
  vat_rate: z.number().min(0),
  /** VAT contained in the amount, minor units. */
  vat: z.number().int().min(0),
  amount: z.number().int().positive(),
  currency: z.enum(CURRENCIES),
  method: paymentMethodSchema,
  /** ISO time of payment. */
  paid_at: z.string(),
});
export type Receipt = z.infer<typeof receiptSchema>;

/** GET /api/transactions.php query: `id` for one payment with its receipt. */
export const transactionsQuerySchema = z.strictObject({ id: queryRecordId.optional() });

/** GET /api/transactions.php answer: the member's payments newest first (or the one asked for) and, for one completed payment, its receipt. */
export const transactionsAnswerSchema = z.object({
  payments: z.array(paymentSchema),
  receipt: receiptSchema.nullable(),
});
export type TransactionsAnswer = z.infer<typeof transactionsAnswerSchema>;

/** Providers whose webhooks the site takes (the one configured answers; the other's webhook is 404). */
export const PAYMENT_PROVIDERS = ['sandbox', 'mollie'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** The sandbox provider's webhook body (JSON, signed in the Sandbox-Signature header). */
export const sandboxWebhookBodySchema = z.strictObject({
  event_id: inputText().min(1).max(100),
  payment_id: recordId,
  status: paymentStateSchema,
});
export type SandboxWebhookBody = z.infer<typeof sandboxWebhookBodySchema>;

/** Mollie's webhook body (a form post, unsigned): only its id of the payment; the status is then fetched from Mollie. */
export const mollieWebhookBodySchema = z.strictObject({
  id: z.string().regex(/^tr_[A-Za-z0-9]{1,64}$/),
});
export type MollieWebhookBody = z.infer<typeof mollieWebhookBodySchema>;

/** POST /api/payment-webhook.php body: the sandbox's or Mollie's, as `?provider=` says. */
export const paymentWebhookBodySchema = z.union([sandboxWebhookBodySchema, mollieWebhookBodySchema]);
export type PaymentWebhookBody = z.infer<typeof paymentWebhookBodySchema>;

/** The webhook's answer: taken (also for an event seen before, or one that changes nothing). */
export const paymentWebhookAnswerSchema = z.object({ received: z.literal(true) });

/** GET /api/discount.php query: a code the member typed, or `welcome=true` for the welcome discount (the time bonus while it holds). */
export const discountQuerySchema = z.strictObject({
  code: inputText().trim().min(1).max(40).optional(),
  welcome: z.enum(['true', 'false']).optional(),
});

/** GET /api/discount.php answer: the discount the member would get (spec section 3's discount code, in this site's names). */
export const discountAnswerSchema = z.object({
  code: z.string(),
  value_percentage: z.number().int().min(1).max(100),
  /** ISO time it ends, or null. */
  expires: z.string().nullable(),
  /** Smallest order it holds for, minor units of `currency` (null: any). */
  minimum_order_value: z.number().int().nullable(),
  currency: z.string().nullable(),
  country: z.string().nullable(),
  /** Methods it holds for (null: every method). */
  paymentmethods: z.array(paymentMethodSchema).nullable(),
  status: z.literal('active'),
});
export type DiscountAnswer = z.infer<typeof discountAnswerSchema>;

/** POST /api/stay-discount.php body: nothing; the member is the caller. */
export const stayDiscountRequestSchema = z.strictObject({});

/** Days the deletion flow's "stay" code holds from when it is offered. */
export const STAY_DISCOUNT_DAYS = 30;
