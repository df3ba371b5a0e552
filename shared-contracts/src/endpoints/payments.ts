/** The shop: credit packages for the caller's country, starting a payment, its state, the provider's webhook, and the member's payments. */
import {
  creditPackagesAnswerSchema, discountAnswerSchema, discountQuerySchema, paymentAnswerSchema, paymentQuerySchema, paymentWebhookAnswerSchema, paymentWebhookBodySchema,
  activeDiscountSchema, startPaymentAnswerSchema, startPaymentRequestSchema, stayDiscountRequestSchema, transactionsAnswerSchema, transactionsQuerySchema,
} from '../api/payments.js';
import { defineEndpoint } from './define-endpoint.js';

export const paymentsEndpoints = {
  creditPackages: defineEndpoint({
    method: 'GET',
    path: '/api/credit-packages.php',
    answer: creditPackagesAnswerSchema,
    access: 'everyone',
    summary: "The credit packages and payment methods of the member's country (a visitor's: the site's geo country), in its currency, with the active discount applied",
  }),
  startPayment: defineEndpoint({
    method: 'POST',
    path: '/api/payment.php',
    body: startPaymentRequestSchema,
    answer: startPaymentAnswerSchema,
    access: 'member',
    summary: "Starts a payment of a package with a method (and a discount code): a pending payment and the provider's checkout URL; rate-limited per member",
    ids: { field: 'package_id', names: 'package', stranger: 'own action', with: { method: 'paypal' } },
  }),
  payment: defineEndpoint({
    method: 'GET',
    path: '/api/payment.php',
    query: paymentQuerySchema,
    answer: paymentAnswerSchema,
    access: 'member',
    summary: "One of the member's payments and its state, with the member's balance and premium flag now (another member's is 404)",
    ids: { field: 'id', names: 'payment', stranger: 404 },
  }),
  transactions: defineEndpoint({
    method: 'GET',
    path: '/api/transactions.php',
    query: transactionsQuerySchema,
    answer: transactionsAnswerSchema,
    access: 'member',
    summary: "The member's payments, newest first; with ?id= that one and, when completed, its receipt (company, VAT number, amount, VAT, method, date)",
    ids: { field: 'id', names: 'payment', stranger: 404 },
  }),
  discount: defineEndpoint({
    method: 'GET',
    path: '/api/discount.php',
    query: discountQuerySchema,
    answer: discountAnswerSchema,
    access: 'member',
    summary: "The discount a code gives the member ('Code niet gevonden' 404, 'Code reeds gebruikt' 409), or with welcome=true the welcome discount (the time bonus while it holds; the browser ignores its errors); rate-limited per member",
  }),
  stayDiscount: defineEndpoint({
    method: 'POST',
    path: '/api/stay-discount.php',
    body: stayDiscountRequestSchema,
    answer: activeDiscountSchema,
    access: 'member',
    summary: "The deletion flow's reason to stay: the member's own code of the company's delete_discount (made once, holding STAY_DISCOUNT_DAYS), which /credits then shows as the active discount; once used it is 'Code reeds gebruikt' (409); rate-limited per member",
  }),
  paymentWebhook: defineEndpoint({
    method: 'POST',
    path: '/api/payment-webhook.php',
    body: paymentWebhookBodySchema,
    answer: paymentWebhookAnswerSchema,
    access: 'everyone',
    summary: "The configured payment provider's webhook (?provider=sandbox, the default, or mollie when MOLLIE_API_KEY is set; the other provider is 404). The sandbox's: {event_id, payment_id, status}, signed in Sandbox-Signature: t=<unix>,v1=<HMAC-SHA256 of \"t.body\">, 300 s tolerance; a bad or stale signature is 403 and changes nothing. Mollie's: the form id=tr_…, whose status is then fetched from Mollie; an id this site did not open is 200 and changes nothing. A repeat changes nothing",
    ids: { field: 'payment_id', names: 'payment', stranger: 403, visitors: 'allowed', with: { event_id: 'probe', status: 'completed' } },
  }),
};
