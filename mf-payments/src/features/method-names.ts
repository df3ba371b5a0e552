/** The payment methods' own names: brand names, the same in every language (the generic ones are texts). */
import type { PaymentMethod } from '@dating/shared-contracts';

/** Brand names; a method without one is named by its text `method.<key>`. */
export const METHOD_BRANDS: Partial<Record<PaymentMethod, string>> = {
  ideal: 'iDEAL', bancontact: 'Bancontact', paypal: 'PayPal', applepay: 'Apple Pay', sofort: 'Sofort', eps: 'eps',
  blik: 'BLIK', twint: 'TWINT', swish: 'Swish', mobilepay: 'MobilePay', vipps: 'Vipps', satispay: 'Satispay',
  postepay: 'Postepay', dankort: 'Dankort', paysafecard: 'paysafecard', giropay: 'giropay', nexi: 'Nexi',
  cartebancaire: 'Cartes Bancaires', maestro: 'Maestro', visa: 'Visa', mastercard: 'Mastercard', prezelewy24: 'Przelewy24',
};

/** True when this browser can pay with the method (Apple Pay only where Safari offers it). */
export function browserSupports(method: PaymentMethod): boolean {
  if (method !== 'applepay') return true;
  const session = typeof window === 'undefined' ? undefined : (window as unknown as { ApplePaySession?: { canMakePayments?: () => boolean } }).ApplePaySession;
  try {
    return Boolean(session?.canMakePayments?.());
  } catch {
    return false;
  }
}
