/**
 * The rules of search and profile pages: who may search, the filters, 24 a page, similar profiles
 * when a page is thin, and what each viewer sees of a profile and its photos.
 */
import {
  MATCH_FINDER_RESULTS, SEARCH_PAGE_SIZE, SIMILAR_AGE_WIDENING, SIMILAR_BELOW,
  type AppliedSearchFilters, type MatchFinderAnswer, type ProfileDetail, type SearchAnswer, type SearchDefaults, type SearchQuery,
} from '@dating/shared-contracts';
import type { z } from 'zod';
import type { matchFinderQuerySchema, searchQuerySchema } from '@dating/shared-contracts';
import { DomainError } from '../domain-error.js';
import type { DomainEventBus } from '../events.js';
import type { GeocodeService } from '../geocode/index.js';
import { photoFor, profileCard, type Viewer } from '../profiles/index.js';
import { memberDefaults, visitorDefaults, type DefaultsSite } from './defaults.js';
import type { MatchFinderRepository } from './match-finder.js';
import type { Criteria, DetailRow, ImageRow, SearchRepository } from './repository.js';

/** The site settings search reads. */
export interface SearchSite extends DefaultsSite {
  id: number;
  /** The site's niche (spec section 9): its search shows profiles of this niche. */
  niche: number;
  loggedOutSearch: boolean;
  loggedOutSearchTrafficsource: boolean;
  cdnPrefix: string;
  visibleProfileFields: string[];
}

/** Tracking values a visitor may carry (spec section 3, "Tracking data"). */
export interface VisitorTracking {
  network?: string;
  ref?: string;
  sub1?: string;
  sub2?: string;
  sub3?: string;
}

type ParsedSearchQuery = z.output<typeof searchQuerySchema>;
type ParsedFinderQuery = z.output<typeof matchFinderQuerySchema>;

/** Similar profiles shown under a thin page, at most. */
const SIMILAR_LIMIT = 12;
const YOUNGEST = 18;

/**
 * A visitor may look only when the site allows it: always (logged_out_search), or when the visitor
 * arrived with tracking data (logged_out_search_trafficsource). Otherwise: log in first.
 */
export function assertMayLook(site: SearchSite, viewer: Viewer | null, tracking: VisitorTracking): void {
  if (viewer || site.loggedOutSearch) return;
  const tracked = Object.values(tracking).some((value) => typeof value === 'string' && value.trim() !== '');
  if (site.loggedOutSearchTrafficsource && tracked) return;
  throw new DomainError('auth_required');
}

/** The value of one of the site's visible profile fields. */
function fieldValue(row: DetailRow, field: string): string | string[] | null {
  switch (field) {
    case 'gender': return row.gender;
    case 'seeking': return row.seeking;
    case 'sexuality': return row.sexuality;
    case 'hair_colour': return row.hair_colour;
    case 'eye_colour': return row.eye_colour;
    case 'body_type': return row.body_type;
    case 'relationship_status': return row.relationship_status;
    case 'interests': return row.interests;
    case 'tattoos': return row.tattoos;
    case 'signup_reason': return row.signup_reason;
    // The birth date itself is personal data: the page shows the age it gives.
    case 'date_of_birth': return String(row.age);
    default: return null;
  }
}

/** The ways a thin result widens, in order: ages by five years each side, then without the region. */
function widenings(criteria: Criteria): Criteria[] {
  const steps: Criteria[] = [];
  let current = criteria;
  if (criteria.minAge !== undefined || criteria.maxAge !== undefined) {
    current = {
      ...current,
      ...(criteria.minAge !== undefined && { minAge: Math.max(YOUNGEST, criteria.minAge - SIMILAR_AGE_WIDENING) }),
      ...(criteria.maxAge !== undefined && { maxAge: criteria.maxAge + SIMILAR_AGE_WIDENING }),
    };
    steps.push(current);
  }
  if (criteria.region !== undefined) {
    const { region: _dropped, ...withoutRegion } = current;
    steps.push(withoutRegion);
  }
  return steps;
}

/** What the search service needs besides its repository. */
export interface SearchServiceNeeds {
  geocode: GeocodeService;
  matchFinder: MatchFinderRepository;
  events?: DomainEventBus;
  now?: () => Date;
}

/** Whether the query asks for any filter ("all" asks for none on purpose); without one the defaults apply. */
function asksFilters(query: ParsedSearchQuery): boolean {
  return Boolean(query.all || query.gender || query.country || query.countryregion || query.near || query.min_age !== undefined || query.max_age !== undefined);
}

/** The filters a search ran with, in the query's words. */
function appliedFilters(criteria: Criteria): AppliedSearchFilters {
  return {
    ...(criteria.gender && { gender: criteria.gender }),
    ...(criteria.country && { country: criteria.country }),
    ...(criteria.region && { countryregion: criteria.region }),
    ...(criteria.minAge !== undefined && { min_age: criteria.minAge }),
    ...(criteria.maxAge !== undefined && { max_age: criteria.maxAge }),
  };
}

function assertAgeRange(minAge: number | undefined, maxAge: number | undefined): void {
  if (minAge !== undefined && maxAge !== undefined && minAge > maxAge) {
    throw new DomainError('age_range_invalid', { fields: { max_age: 'age_range_invalid' } });
  }
}

export function createSearchService(repository: SearchRepository, needs: SearchServiceNeeds) {
  const now = needs.now ?? (() => new Date());

  /**
   * The repository's criteria from the query; "near" (lat,lon) fills country and region. The
   * profiles shown follow the site's niche, or the one a lander asks for (its slug's niche).
   */
  function criteriaOf(site: SearchSite, query: ParsedSearchQuery): Criteria {
    assertAgeRange(query.min_age, query.max_age);
    const criteria: Criteria = {
      niche: query.niche ?? site.niche,
      ...(query.gender && { gender: query.gender }),
      ...(query.country && { country: query.country }),
      ...(query.countryregion && { region: query.countryregion }),
      ...(query.min_age !== undefined && { minAge: query.min_age }),
      ...(query.max_age !== undefined && { maxAge: query.max_age }),
    };
    if (query.near) {
      const [lat, lon] = query.near.split(',').map(Number) as [number, number];
      const place = needs.geocode.locate(lat, lon);
      if (place) {
        criteria.country = place.country;
        if (place.region) criteria.region = place.region;
        else delete criteria.region;
      }
    }
    return criteria;
  }

  /** The viewer's defaults: a member's from their profile, a visitor's (or a member without a profile's) from the geo country. */
  async function defaultsOf(site: SearchSite, viewer: Viewer | null, geoCountry: string | null): Promise<SearchDefaults> {
    const seeker = viewer ? await repository.seeker(viewer.memberId) : undefined;
    return seeker ? memberDefaults(seeker, now()) : visitorDefaults(site, geoCountry);
  }

  /**
   * The member's own region comes first when the search is in their country and asks no region
   * (the defaults, or the member's own country chosen again).
   */
  async function nearRegionOf(viewer: Viewer | null, criteria: Criteria, defaults: SearchDefaults | null): Promise<string | undefined> {
    if (!viewer || criteria.region || !criteria.country || criteria.country !== viewer.country) return undefined;
    const region = defaults ? defaults.near_region : (await repository.seeker(viewer.memberId))?.region;
    return region || undefined;
  }

  return {
    /** The filters discovery opens on for this viewer (docs/discovery.md). */
    defaults: defaultsOf,

    /**
     * One page of search results, with similar profiles when the page holds fewer than six (one
     * statement). A query without filters runs with the viewer's defaults, the member's region first.
     */
    async search(site: SearchSite, viewer: Viewer | null, query: ParsedSearchQuery, geoCountry: string | null = null): Promise<SearchAnswer> {
      assertMayLook(site, viewer, query);
      const defaults = asksFilters(query) ? null : await defaultsOf(site, viewer, geoCountry);
      const criteria = criteriaOf(site, defaults ? { ...query, ...defaults.filters } : query);
      const nearRegion = await nearRegionOf(viewer, criteria, defaults);
      if (nearRegion) criteria.nearRegion = nearRegion;
      const today = now();
      const page = query.page;
      const { rows, total, similar } = await repository.search(site.id, viewer, criteria, {
        limit: SEARCH_PAGE_SIZE,
        offset: (page - 1) * SEARCH_PAGE_SIZE,
        similarBelow: SIMILAR_BELOW,
        similarLimit: SIMILAR_LIMIT,
        similar: widenings(criteria),
      }, today);
      return {
        filters: appliedFilters(criteria),
        defaults: defaults !== null,
        near_region: nearRegion ?? null,
        profiles: rows.map((row) => profileCard(row, viewer, site.cdnPrefix)),
        total,
        page,
        pages: Math.ceil(total / SEARCH_PAGE_SIZE),
        similar: similar.map((row) => profileCard(row, viewer, site.cdnPrefix)),
      };
    },

    /** The match finder's best matches for a member's answers, scored on the server (one statement). */
    async matchFinder(site: SearchSite, viewer: Viewer, query: ParsedFinderQuery): Promise<MatchFinderAnswer> {
      assertAgeRange(query.min_age, query.max_age);
      const rows = await needs.matchFinder.best(site.id, viewer, {
        niche: site.niche,
        ...(query.gender && { gender: query.gender }),
        minAge: query.min_age,
        maxAge: query.max_age,
        ...(query.country && { country: query.country }),
        ...(query.country && query.countryregion && { region: query.countryregion }),
        interests: query.interests,
      }, MATCH_FINDER_RESULTS, now());
      return { matches: rows.map(({ score, ...row }) => ({ profile: profileCard(row, viewer, site.cdnPrefix), score })) };
    },

    /**
     * One profile as this viewer may see it; unknown, hidden and blocked ones are all "not found".
     * A member's own profile is shown as others see it (the own preview), with `own` saying whether
     * they can see it now; its photos are sharp, as they are the member's own.
     */
    async profile(site: SearchSite, viewer: Viewer | null, profileId: number, tracking: VisitorTracking): Promise<ProfileDetail> {
      if (viewer && viewer.profileId === profileId) {
        const found = await repository.ownProfile(site.id, viewer.memberId, profileId, now());
        if (!found) throw new DomainError('not_found');
        return { ...detailOf(site, found.row, found.images, { premium: true }), own: found.own };
      }
      assertMayLook(site, viewer, tracking);
      const found = await repository.profile(site.id, viewer, profileId, now());
      if (!found) throw new DomainError('not_found');
      // The likes domain clears the new-like flag of this profile's like for the viewer.
      if (viewer) await needs.events?.emit('profile.viewed', { viewerMemberId: viewer.memberId, viewerProfileId: viewer.profileId, profileId });
      return detailOf(site, found.row, found.images, { premium: viewer?.premium ?? false });
    },
  };
}
/** The page of a profile row for a viewer who is or is not premium (locked photos come blurred). */
function detailOf(site: SearchSite, row: DetailRow, images: ImageRow[], viewer: { premium: boolean }): ProfileDetail {
  return {
    ...profileCard(row, viewer, site.cdnPrefix),
    fields: Object.fromEntries(site.visibleProfileFields.map((field) => [field, fieldValue(row, field)])),
    interests: row.interests,
    about: row.about,
    photos: images.map((image) => photoFor({ id: image.id, isMain: image.is_main, sizes: image.sizes, blurred: image.blurred }, viewer, site.cdnPrefix)),
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
export type { SearchQuery };
