/**
 * What the company pages say about the company and the site, from the company info endpoint and
 * the site settings (spec sections 3 and 5), formatted for one locale.
 */
import { cleanPhone, type CompanyInfo, type Locale, type SiteSettings } from '@dating/shared-contracts';

/** The terms' version date unless the company was added later (spec section 5). */
export const TERMS_BASE_DATE = new Date('2023-12-01T12:00:00Z');

/** Members may undo a deletion within this many days (spec section 9). */
export const DELETION_DAYS = 14;

/** The date the current terms apply from: 2023-12-01 12:00 UTC, or the company's added date when later. */
export function termsVersionDate(added: string | null | undefined): Date {
  const at = added ? new Date(added) : null;
  return at && !Number.isNaN(at.getTime()) && at > TERMS_BASE_DATE ? at : TERMS_BASE_DATE;
}

/** The facts every locale's content is written from. */
export interface CompanyFacts {
  site: string;
  domain: string;
  company: string;
  address: string;
  city: string;
  /** The company's country, named in the page's language. */
  country: string;
  kvk: string;
  vatNumbers: string;
  tradenames: string;
  /** Support phone without dashes and spaces (spec section 5). */
  phone: string;
  email: string;
  refundDays: number;
  /** The terms' version date, written out in the page's language. */
  termsDate: string;
  minAge: number;
  messageCredits: number;
  deletionDays: number;
}

/** The facts for one locale. */
export function companyFacts(company: CompanyInfo, settings: Pick<SiteSettings, 'name' | 'public_domain' | 'support_email' | 'refund_days' | 'min_age' | 'message_credits'>, locale: Locale): CompanyFacts {
  const countryName = new Intl.DisplayNames([locale], { type: 'region' }).of(company.country) ?? company.country;
  const date = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(termsVersionDate(company.added));
  return {
    site: settings.name,
    domain: settings.public_domain,
    company: company.name,
    address: company.address,
    city: company.city,
    country: countryName,
    kvk: company.kvk,
    vatNumbers: company.vat_numbers.join(', '),
    tradenames: company.tradenames.join(', '),
    phone: cleanPhone(company.support_phone),
    email: settings.support_email,
    refundDays: settings.refund_days,
    termsDate: date,
    minAge: settings.min_age,
    messageCredits: settings.message_credits,
    deletionDays: DELETION_DAYS,
  };
}
