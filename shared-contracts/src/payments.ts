/**
 * The shop's catalogue, without zod (the browser reads it): payment states, the credit packages
 * and their prices per currency, and the spec's 25 payment methods with the countries each is
 * offered in. The API prices orders from the same table the pages show.
 */

/** A payment's state (spec section 4; `expired` is the provider's when a checkout was never finished). */
export const PAYMENT_STATES = ['pending', 'completed', 'failed', 'cancelled', 'expired'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];
/** States a payment never leaves. */
export const FINAL_PAYMENT_STATES: readonly PaymentState[] = ['completed', 'failed', 'cancelled', 'expired'];

/** A credit package: how many credits it gives. Prices come from PACKAGE_PRICES by currency. */
export interface CreditPackage {
  id: number;
  credits: number;
}

/** The packages every country is offered, smallest first (the largest is the best value). */
export const CREDIT_PACKAGES: readonly CreditPackage[] = [
  { id: 1, credits: 100 },
  { id: 2, credits: 250 },
  { id: 3, credits: 500 },
  { id: 4, credits: 1000 },
];

/** Currencies the site sells in. */
export const CURRENCIES = ['EUR', 'USD', 'GBP', 'CAD', 'AUD', 'NZD', 'CHF', 'PLN', 'SEK', 'DKK', 'NOK'] as const;
export type Currency = (typeof CURRENCIES)[number];

/**
 * Price of each package (same order as CREDIT_PACKAGES) in minor units (cents, øre, grosze…).
 * The best package makes one message cost exactly the site's `minimum_message_costs` of the
 * country (10 credits a message): 1,000 credits for €25.00 is €0.25 a message.
 */
export const PACKAGE_PRICES: Readonly<Record<Currency, readonly number[]>> = {
  EUR: [399, 899, 1499, 2500],
  USD: [499, 999, 1799, 2900],
  GBP: [349, 799, 1299, 2200],
  CAD: [649, 1399, 2399, 3900],
  AUD: [749, 1599, 2699, 4500],
  NZD: [799, 1699, 2999, 4900],
  CHF: [399, 899, 1499, 2500],
  PLN: [1799, 3999, 6499, 10900],
  SEK: [4599, 10499, 17499, 28900],
  DKK: [2999, 6999, 11499, 18900],
  NOK: [4699, 10999, 17999, 29500],
};

/** The currency each country of the site pays in. */
export const COUNTRY_CURRENCIES: Readonly<Record<string, Currency>> = {
  US: 'USD', NL: 'EUR', BE: 'EUR', FR: 'EUR', IT: 'EUR', ES: 'EUR', DE: 'EUR', AT: 'EUR', IE: 'EUR', FI: 'EUR',
  GB: 'GBP', CA: 'CAD', PL: 'PLN', AU: 'AUD', NZ: 'NZD', CH: 'CHF', DK: 'DKK', NO: 'NOK', SE: 'SEK',
};

/** VAT rate (percent) included in the prices, by country (consumer rates for digital services). */
export const VAT_RATES: Readonly<Record<string, number>> = {
  US: 0, NL: 21, BE: 21, FR: 20, IT: 22, ES: 21, DE: 19, AT: 20, IE: 23, FI: 25.5,
  GB: 20, CA: 5, PL: 23, AU: 10, NZ: 15, CH: 8.1, DK: 25, NO: 25, SE: 25,
};

/** The spec's 25 payment methods (section 3), under the spec's own keys. */
export const PAYMENT_METHODS = [
  'sdd', 'sct', 'ideal', 'bancontact', 'creditcard', 'paypal', 'applepay', 'sofort', 'eps', 'blik', 'twint', 'swish',
  'mobilepay', 'vipps', 'satispay', 'postepay', 'dankort', 'paysafecard', 'giropay', 'nexi', 'cartebancaire',
  'maestro', 'visa', 'mastercard', 'prezelewy24',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Card methods: a failed card payment offers a retry or PayPal (spec section 8). */
export const CARD_METHODS: readonly PaymentMethod[] = ['creditcard', 'visa', 'mastercard', 'maestro', 'cartebancaire', 'dankort'];

/** Where a method is offered: its countries ('*' everywhere), or why it is switched off. */
export interface PaymentMethodOffer {
  /** Countries it is offered in; '*' for every country of the site. */
  countries: readonly string[] | '*';
  /** Set when the method is kept in the catalogue but offered nowhere: why. */
  off?: string;
  /** Shown only where the browser supports it (Apple Pay). */
  browserCheck?: 'applepay';
}

const SEPA = ['NL', 'BE', 'FR', 'IT', 'ES', 'DE', 'AT', 'IE', 'FI', 'GB', 'PL', 'CH', 'DK', 'NO', 'SE'];
const EUROPE = SEPA;

/** The catalogue: each method, where real providers offer it, in the order a page lists them. */
export const PAYMENT_METHOD_OFFERS: Readonly<Record<PaymentMethod, PaymentMethodOffer>> = {
  ideal: { countries: ['NL'] },
  bancontact: { countries: ['BE'] },
  eps: { countries: ['AT'] },
  blik: { countries: ['PL'] },
  prezelewy24: { countries: ['PL'] },
  twint: { countries: ['CH'] },
  swish: { countries: ['SE'] },
  mobilepay: { countries: ['DK', 'FI'] },
  vipps: { countries: ['NO'] },
  dankort: { countries: ['DK'] },
  satispay: { countries: ['IT'] },
  postepay: { countries: ['IT'] },
  cartebancaire: { countries: ['FR'] },
  creditcard: { countries: '*' },
  visa: { countries: '*' },
  mastercard: { countries: '*' },
  maestro: { countries: EUROPE },
  paypal: { countries: '*' },
  applepay: { countries: '*', browserCheck: 'applepay' },
  paysafecard: { countries: '*' },
  sct: { countries: SEPA },
  sdd: { countries: [], off: 'Direct debit is the direct-debit flow of its own (/directdebit), not a checkout method' },
  giropay: { countries: [], off: 'Giropay ended in June 2024' },
  sofort: { countries: [], off: 'Sofort ended in March 2025 (Klarna moved its customers to Pay now)' },
  nexi: { countries: [], off: 'Nexi is an Italian card acquirer, not a method a member picks: Italian cards pay as visa, mastercard or maestro' },
};

/** The methods offered in a country, in catalogue order (Apple Pay still subject to the browser). */
export function paymentMethodsFor(country: string): PaymentMethod[] {
  return (Object.keys(PAYMENT_METHOD_OFFERS) as PaymentMethod[]).filter((method) => {
    const offer = PAYMENT_METHOD_OFFERS[method];
    return !offer.off && (offer.countries === '*' || offer.countries.includes(country));
  });
}

/** The currency of a country (EUR for a country the table does not name). */
export function currencyOf(country: string): Currency {
  return COUNTRY_CURRENCIES[country] ?? 'EUR';
}

/** The package a member may buy, by id. */
export function creditPackage(id: number): CreditPackage | undefined {
  return CREDIT_PACKAGES.find((item) => item.id === id);
}

/** A package's list price in a currency, in minor units. */
export function packagePrice(packageId: number, currency: Currency): number {
  const index = CREDIT_PACKAGES.findIndex((item) => item.id === packageId);
  const price = PACKAGE_PRICES[currency][index];
  if (index < 0 || price === undefined) throw new RangeError(`No package ${packageId}`);
  return price;
}

/** The price after a percentage discount, rounded to the minor unit. */
export function discountedPrice(price: number, percentage: number): number {
  return Math.round((price * (100 - percentage)) / 100);
}

/** The VAT a VAT-inclusive amount contains, in minor units. */
export function vatIncluded(amount: number, ratePercent: number): number {
  return Math.round((amount * ratePercent) / (100 + ratePercent));
}

/** Minor units per major unit of every currency the site sells in (all have two decimals). */
export const MINOR_UNITS = 100;
