import { describe, expect, it } from 'vitest';
import { COUNTRIES } from './locales.js';
import {
  CREDIT_PACKAGES, CURRENCIES, PACKAGE_PRICES, PAYMENT_METHOD_OFFERS, PAYMENT_METHODS, currencyOf, paymentMethodsFor,
} from './payments.js';

/** What each country offers beyond the methods every country has, as real providers offer them (issue 27). */
const LOCAL_METHODS: Record<string, string[]> = {
  NL: ['ideal'], BE: ['bancontact'], AT: ['eps'], PL: ['blik', 'prezelewy24'], CH: ['twint'], SE: ['swish'],
  DK: ['mobilepay', 'dankort'], FI: ['mobilepay'], NO: ['vipps'], IT: ['satispay', 'postepay'], FR: ['cartebancaire'],
  DE: [], ES: [], IE: [], GB: [], US: [], CA: [], AU: [], NZ: [],
};
const EVERYWHERE = ['creditcard', 'visa', 'mastercard', 'paypal', 'applepay', 'paysafecard'];
const OUTSIDE_EUROPE = ['US', 'CA', 'AU', 'NZ'];

describe('payment methods by country', () => {
  it('knows every country of the site', () => {
    expect(Object.keys(LOCAL_METHODS).sort()).toEqual([...COUNTRIES].sort());
  });

  it.each(COUNTRIES)('%s offers its own methods, the broad ones, and no other country\'s', (country) => {
    const offered = paymentMethodsFor(country);
    const expected = [...LOCAL_METHODS[country]!, ...EVERYWHERE, ...(OUTSIDE_EUROPE.includes(country) ? [] : ['maestro', 'sct'])];
    expect([...offered].sort()).toEqual(expected.sort());
  });

  it('pays BLIK and Przelewy24 in PLN, TWINT in CHF, Swish in SEK and Vipps in NOK', () => {
    expect(currencyOf('PL')).toBe('PLN');
    expect(currencyOf('CH')).toBe('CHF');
    expect(currencyOf('SE')).toBe('SEK');
    expect(currencyOf('NO')).toBe('NOK');
  });

  it('keeps Giropay, Sofort, Nexi and direct debit in the catalogue, switched off with the reason', () => {
    for (const method of ['giropay', 'sofort', 'nexi', 'sdd'] as const) {
      expect(PAYMENT_METHOD_OFFERS[method].off?.length).toBeGreaterThan(15);
      for (const country of COUNTRIES) expect(paymentMethodsFor(country)).not.toContain(method);
    }
    expect(PAYMENT_METHOD_OFFERS.giropay.off).toContain('June 2024');
    expect(PAYMENT_METHOD_OFFERS.sofort.off).toContain('March 2025');
    expect(Object.keys(PAYMENT_METHOD_OFFERS).sort()).toEqual([...PAYMENT_METHODS].sort());
    expect(PAYMENT_METHODS).toHaveLength(25);
  });
});

describe('package prices', () => {
  it.each(CURRENCIES)('%s has a price per package, and each larger package is cheaper per credit', (currency) => {
    const prices = PACKAGE_PRICES[currency];
    expect(prices).toHaveLength(CREDIT_PACKAGES.length);
    for (let index = 1; index < prices.length; index += 1) {
      expect(prices[index]! / CREDIT_PACKAGES[index]!.credits).toBeLessThan(prices[index - 1]! / CREDIT_PACKAGES[index - 1]!.credits);
    }
  });
});
