/** The signup form draft (spec section 3) and the request it becomes. */
import type { SignupRequest, SiteSettings, TrackingData } from '@dating/shared-contracts';

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
};

/** Whether the member has entered anything (then the signup is "in progress"). */
export function isStarted(draft: SignupDraft): boolean {
  return (Object.keys(EMPTY_DRAFT) as Array<keyof SignupDraft>).some((key) => draft[key] !== EMPTY_DRAFT[key]);
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

/** The visitor's country as the site saw it (selected, else geo-IP), when it is a country code. */
export function signupCountry(settings: Pick<SiteSettings, 'geoip_selected_country' | 'geoip_country'>): string | undefined {
  const country = settings.geoip_selected_country ?? settings.geoip_country;
  return country && /^[A-Za-z]{2}$/.test(country) ? country.toUpperCase() : undefined;
}

/** The body of POST /api/signup.php for a checked draft. */
export function toSignupRequest(
  draft: SignupDraft,
  context: { tracking?: TrackingData; country?: string },
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
  if (context.country) request.country = context.country;
  if (context.tracking) request.tracking = context.tracking;
  return request;
}
