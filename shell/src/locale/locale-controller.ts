/**
 * The page's locale: chosen at start (cookie, browser, domain_language, nl), changed by the
 * language dropdown or a remote's setLocale, and taken from the member's account at login. Every
 * change is remembered in the cookie and reaches the apps through `subscribe` (remotes get the new
 * locale in their host props); a member's own choice is also saved to their account.
 */
import {
  LOCALE_COOKIE,
  chooseLocale,
  type ApiClient,
  type Locale,
} from '@dating/shared-contracts';
import type { PageStore } from '../shell/page-store.js';
import type { ShellSession } from '../session/shell-session.js';
import { localeCookie, readCookie } from './locale-cookie.js';
import { localeAtom } from './locale-atom.js';

/** The locale for this visit, by the rule of spec section 1. */
export function initialLocale(doc: Pick<Document, 'cookie'>, nav: Pick<Navigator, 'languages' | 'language'>, domainLanguage: string | null): Locale {
  return chooseLocale({
    cookie: readCookie(doc.cookie, LOCALE_COOKIE),
    browserLanguages: nav.languages?.length ? nav.languages : [nav.language].filter(Boolean),
    domainLanguage,
  });
}

/** Reading and changing the locale. */
export interface LocaleController {
  get(): Locale;
  subscribe(listener: (locale: Locale) => void): () => void;
  /** The member (or visitor) chose a language: remember it, and save it to the account. */
  set(locale: Locale): Promise<void>;
  /** A language the account already holds (at login): show it and remember it, nothing to save. */
  adopt(locale: Locale): void;
}

export interface LocaleControllerDeps {
  initial: Locale;
  store: PageStore;
  api: ApiClient;
  session: Pick<ShellSession, 'get' | 'setMember'>;
  /** Stores the cookie (document.cookie in the page). */
  writeCookie(cookie: string): void;
  secure: boolean;
}

export function createLocaleController(deps: LocaleControllerDeps): LocaleController {
  const { store } = deps;
  store.set(localeAtom, deps.initial);

  /** Remembers the locale; true when it changed. */
  const show = (locale: Locale): boolean => {
    deps.writeCookie(localeCookie(locale, deps.secure));
    if (store.get(localeAtom) === locale) return false;
    store.set(localeAtom, locale);
    return true;
  };

  return {
    get: () => store.get(localeAtom),
    subscribe: (listener) => store.sub(localeAtom, () => listener(store.get(localeAtom))),
    adopt(locale) {
      show(locale);
    },
    async set(locale) {
      if (!show(locale)) return;
      if (!deps.session.get().member) return;
      try {
        const { user } = await deps.api.call('saveLanguage', { language: locale });
        deps.session.setMember(user);
      } catch {
        // The cookie already holds the choice; the account keeps the old language until the next change.
      }
    },
  };
}
