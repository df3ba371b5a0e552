/** The signup form draft (spec section 3) and the request it becomes. */
import { COUNTRIES, LOCALE_COUNTRY, type Locale, type SignupRequest, type SiteSettings, type TrackingData } from '@dating/shared-contracts';

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

/** The route query's tracking data; kept in the kit, which also keeps the visit's first touch. */
export { trackingFromQuery } from '@dating/remote-kit';

const served = (country: string | null | undefined) => (country && COUNTRIES.includes(country.toUpperCase()) ? country.toUpperCase() : undefined);

/** The site language a browser language tag speaks (Norwegian's tags name nb). */
const languageOf = (tag: string) => {
  const language = new Intl.Locale(tag).language;
  return language === 'no' || language === 'nn' ? 'nb' : language;
};

/**
 * The country a signup starts with (the member can change it): the one the site saw (selected,
 * else the trusted geo header); else the page's language decides, refined by the browser's region
 * only when the browser speaks that language ('nl-BE' on a Dutch page → BE, but an English browser
 * on a Dutch page → NL, never US); else the site's own country.
 */
export function signupCountry(
  settings: Pick<SiteSettings, 'geoip_selected_country' | 'geoip_country' | 'countries'>,
  locale: Locale,
  languages: readonly string[],
): string {
  const fromBrowser = languages.filter((tag) => languageOf(tag) === locale).map((tag) => served(new Intl.Locale(tag).region)).find(Boolean);
  return served(settings.geoip_selected_country) ?? served(settings.geoip_country) ?? fromBrowser ?? served(LOCALE_COUNTRY[locale]) ?? served(settings.countries[0]) ?? 'NL';
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
