/**
 * Languages that depend on who is looking (spec section 9): the language menu
 * offers the languages of the country and always the current one (an NL member who picked
 * English can get back to Nederlands), and a login brings the member's saved language when it is
 * visible for their country.
 */
import { isLocale, visibleLanguages, type Locale, type Member, type Session, type SiteSettings } from '@dating/shared-contracts';
import { siteCountry } from './site-country.js';
import type { LocaleController } from './locale-controller.js';

type CountrySettings = Pick<SiteSettings, 'geoip_country' | 'geoip_selected_country'>;

/** The menu's languages: the country's, with the current one added when the country lacks it. */
export function menuLanguages(member: Member | null, settings: CountrySettings, current: Locale): readonly Locale[] {
  const languages = visibleLanguages(siteCountry(member, settings));
  return languages.includes(current) ? languages : [...languages, current];
}

/** The member's saved language when their country shows it, else null (keep the page's). */
export function savedLanguage(member: Member, settings: CountrySettings): Locale | null {
  const saved = member.language?.slice(0, 2).toLowerCase();
  if (!isLocale(saved)) return null;
  return visibleLanguages(siteCountry(member, settings)).includes(saved) ? saved : null;
}

/** From now on, each login (visitor → member) switches the page to the member's saved language. */
export function followMemberLanguage(session: Pick<Session, 'get' | 'subscribe'>, locale: Pick<LocaleController, 'adopt'>, settings: CountrySettings): () => void {
  let loggedIn = Boolean(session.get().member);
  return session.subscribe(({ member }) => {
    const justLoggedIn = !loggedIn && Boolean(member);
    loggedIn = Boolean(member);
    if (!justLoggedIn || !member) return;
    const language = savedLanguage(member, settings);
    if (language) locale.adopt(language);
  });
}
