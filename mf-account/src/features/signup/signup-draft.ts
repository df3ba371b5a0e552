/** The signup form draft (spec section 3) and the request it becomes. */
import { COUNTRIES, type SignupRequest, type SiteSettings, type TrackingData } from '@dating/shared-contracts';

/** A gender choice of step 1; '' until chosen. */
export type GenderChoice = 'male' | 'female' | '';

/** What the member has entered so far. */
export interface SignupDraft {
  gender: GenderChoice;
  seeking: GenderChoice;
  name: string;
  /** YYYY-MM-DD as a date input gives it; '' when empty. */
  date_of_birth: string;
  email: string;
  password: string;
  signup_message: string;
  /** The member's country (ISO code), pre-filled by signupCountry and changeable. */
  country: string;
}

/** The draft before anything was entered. */
export const EMPTY_DRAFT: SignupDraft = {
  gender: '',
  seeking: '',
  name: '',
  date_of_birth: '',
  email: '',
  password: '',
  signup_message: '',
  country: '',
};

/** Whether the member has entered anything (then the signup is "in progress"); the pre-filled country does not count. */
export function isStarted(draft: SignupDraft): boolean {
  return (Object.keys(EMPTY_DRAFT) as Array<keyof SignupDraft>).some((key) => key !== 'country' && draft[key] !== EMPTY_DRAFT[key]);
}

/** Longest tracking values the API accepts; longer ones are cut so they never block a signup. */
const TRACKING_LIMITS = { network: 100, ref: 100, sub1: 200, sub2: 200, sub3: 200 } as const;

/** Advertising tracking data from the route query (network, ref, sub1–3), or undefined if none. */
export function trackingFromQuery(query: Record<string, string>): TrackingData | undefined {
  const tracking: TrackingData = {};
  for (const [key, limit] of Object.entries(TRACKING_LIMITS) as Array<[keyof TrackingData, number]>) {
    const value = query[key]?.trim();
    if (value) tracking[key] = value.slice(0, limit);
  }
  return Object.keys(tracking).length ? tracking : undefined;
}

const served = (country: string | null | undefined) => (country && COUNTRIES.includes(country.toUpperCase()) ? country.toUpperCase() : undefined);

/**
 * The country a signup starts with: the one the site saw (selected, else the trusted geo header),
 * else the region of the browser's languages ('nl-BE' → BE), else the site's own country.
 */
export function signupCountry(settings: Pick<SiteSettings, 'geoip_selected_country' | 'geoip_country' | 'countries'>, languages: readonly string[]): string {
  const fromBrowser = languages.map((language) => served(new Intl.Locale(language).region)).find(Boolean);
  return served(settings.geoip_selected_country) ?? served(settings.geoip_country) ?? fromBrowser ?? served(settings.countries[0]) ?? 'NL';
}

/** The body of POST /api/signup.php for a checked draft. */
export function toSignupRequest(
  draft: SignupDraft,
  context: { tracking?: TrackingData },
): SignupRequest {
  const request: SignupRequest = {
    email: draft.email.trim(),
    name: draft.name.trim(),
    date_of_birth: draft.date_of_birth,
    password: draft.password,
  };
  if (draft.signup_message.trim()) request.signup_message = draft.signup_message.trim();
  if (draft.gender) request.gender = draft.gender;
  if (draft.seeking) request.seeking = draft.seeking;
  if (draft.country) request.country = draft.country;
  if (context.tracking) request.tracking = context.tracking;
  return request;
}
