/** Prices as members read them: the currency's own format in the member's language (Intl.NumberFormat). */

/** `minor` units of `currency` (all the site's currencies have two decimals), e.g. 2500 EUR in nl → "€ 25,00". */
export function formatMoney(minor: number, currency: string, locale: string, options: { precise?: boolean } = {}): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    // A price per message may have a third decimal (€0.299): shown as it is, not rounded up.
    maximumFractionDigits: options.precise ? 3 : 2,
  }).format(minor / 100);
}
