/**
 * The company pages' content, one module per locale (./<locale>.ts): a function of the company's
 * and the site's facts, so the texts are data and one component renders every page in every language.
 */
import type { CompanyFacts } from '../facts';

/** The company pages of spec section 2 (`/pages/<name>`). */
export const COMPANY_PAGES = ['terms', 'privacy', 'cookies', 'ban', 'faq', 'return-policy', 'service'] as const;
/** One company page's name, as in its route `pages-<name>`. */
export type CompanyPageName = (typeof COMPANY_PAGES)[number];

/** One titled part of a page: paragraphs, then an optional list. */
export interface ContentSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

/** One page: its heading, a lead paragraph and its sections (FAQ: question → answer). */
export interface PageContent {
  title: string;
  intro: string;
  sections: ContentSection[];
}

/** Labels of the company details shown on every page. */
export interface DetailLabels {
  heading: string;
  company: string;
  address: string;
  registration: string;
  vat: string;
  tradenames: string;
  phone: string;
  email: string;
  version: string;
}

/** One locale's content. */
export interface LocaleContent {
  labels: DetailLabels;
  pages: Record<CompanyPageName, PageContent>;
}

/** What each locale module exports. */
export type ContentBuilder = (facts: CompanyFacts) => LocaleContent;
