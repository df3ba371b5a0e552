/**
 * The search state of spec section 3 (gender, country, countryregion, min_age, max_age, page) as
 * it lives in the URL, so a search can be shared and the back button finds it again. Values the
 * API would refuse are dropped rather than sent. A URL without filters searches with the member's
 * defaults (the API's, docs/discovery.md); `all=1` asks for everyone on purpose.
 */
import { GENDERS, type Gender, type SearchQuery } from '@dating/shared-contracts';

/** The youngest and oldest age a search can ask for. */
export const AGE_MIN = 18;
export const AGE_MAX = 99;

/** The filters of one search, as the page and the URL hold them. */
export interface SearchFilters {
  gender?: Gender;
  country?: string;
  countryregion?: string;
  min_age?: number;
  max_age?: number;
  /** Everyone, everywhere, every age, asked on purpose (else no filter means the defaults). */
  all?: true;
  /** 1-based page number. */
  page: number;
}

/** The advertising tracking data a visitor arrived with; the API lets them search with it where the site allows. */
export const TRACKING_KEYS = ['network', 'ref', 'sub1', 'sub2', 'sub3'] as const;

const age = (value: string | undefined): number | undefined => {
  if (!value || !/^\d{1,2}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= AGE_MIN && n <= AGE_MAX ? n : undefined;
};

/** The filters a route query holds (unknown or invalid values left out). */
export function filtersFromQuery(query: Record<string, string>): SearchFilters {
  const filters: SearchFilters = { page: 1 };
  if ((GENDERS as readonly string[]).includes(query.gender ?? '')) filters.gender = query.gender as Gender;
  if (/^[A-Za-z]{2}$/.test(query.country ?? '')) filters.country = query.country!.toUpperCase();
  const region = query.countryregion?.trim();
  if (region && filters.country) filters.countryregion = region.slice(0, 100);
  filters.min_age = age(query.min_age);
  filters.max_age = age(query.max_age);
  if (filters.min_age !== undefined && filters.max_age !== undefined && filters.min_age > filters.max_age) {
    [filters.min_age, filters.max_age] = [filters.max_age, filters.min_age];
  }
  const page = Number(query.page);
  if (Number.isInteger(page) && page >= 1 && page <= 10_000) filters.page = page;
  if (query.all === '1' && !hasFilters(filters)) filters.all = true;
  return prune(filters);
}

function prune(filters: SearchFilters): SearchFilters {
  for (const key of Object.keys(filters) as (keyof SearchFilters)[]) if (filters[key] === undefined) delete filters[key];
  return filters;
}

/** The route query of `filters` (page 1 and empty filters left out, so /members stays /members), with the tracking data kept. */
export function queryFromFilters(filters: SearchFilters, current: Record<string, string> = {}): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of TRACKING_KEYS) if (current[key]) query[key] = current[key];
  if (filters.gender) query.gender = filters.gender;
  if (filters.country) query.country = filters.country;
  if (filters.country && filters.countryregion) query.countryregion = filters.countryregion;
  if (filters.min_age !== undefined) query.min_age = String(filters.min_age);
  if (filters.max_age !== undefined) query.max_age = String(filters.max_age);
  if (filters.all && !hasFilters(filters)) query.all = '1';
  if (filters.page > 1) query.page = String(filters.page);
  return query;
}

/** What the API is asked: the filters plus the visitor's tracking data. */
export function searchRequest(filters: SearchFilters, query: Record<string, string>): SearchQuery {
  const { all, ...asked } = filters;
  const request: SearchQuery = { ...asked, ...(all && { all: '1' as const }) };
  for (const key of TRACKING_KEYS) if (query[key]) request[key] = query[key];
  return request;
}

/** The profile page's query: only the tracking data (a visitor who may search may also open profiles). */
export function trackingOf(query: Record<string, string>): Partial<Record<(typeof TRACKING_KEYS)[number], string>> {
  const tracking: Partial<Record<(typeof TRACKING_KEYS)[number], string>> = {};
  for (const key of TRACKING_KEYS) if (query[key]) tracking[key] = query[key];
  return tracking;
}

/** The filters a member chose in the form: none chosen is "everyone", asked on purpose. */
export function chosen(filters: SearchFilters): SearchFilters {
  const { all: _all, ...rest } = filters;
  return hasFilters(rest) ? rest : { ...rest, all: true };
}

/** Whether the URL asks something of its own (filters or "all"); else the defaults apply. */
export function asksFilters(filters: SearchFilters): boolean {
  return hasFilters(filters) || Boolean(filters.all);
}

/** Whether any filter is set (then "clear filters" is offered). */
export function hasFilters(filters: SearchFilters): boolean {
  return Boolean(filters.gender || filters.country || filters.min_age !== undefined || filters.max_age !== undefined);
}
