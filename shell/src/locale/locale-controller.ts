/**
 * The page's locale: chosen at start (cookie, browser, domain_language, nl), changed by the
 * language dropdown or a remote's setLocale. A change is remembered in the cookie, saved to the
 * member's account when logged in, and announced as 'locale:changed'.
 */
import {
  LOCALE_COOKIE,
  chooseLocale,
  type ApiClient,
  type EventBus,
  type Locale,
  type Session,
  type UserAnswer,
} from '@dating/shared-contracts';
import { createStore, type Store } from '../shell/store.js';
import { localeCookie, readCookie } from './locale-cookie.js';
import { USER_PATH } from '../session/session-store.js';

/** The locale for this visit, by the rule of spec section 1. */
export function initialLocale(doc: Pick<Document, 'cookie'>, nav: Pick<Navigator, 'languages' | 'language'>, domainLanguage: string | null): Locale {
  return chooseLocale({
    cookie: readCookie(doc.cookie, LOCALE_COOKIE),
    browserLanguages: nav.languages?.length ? nav.languages : [nav.language].filter(Boolean),
    domainLanguage,
  });
}

/** Reading and changing the locale. */
export interface LocaleController extends Pick<Store<Locale>, 'get' | 'subscribe'> {
  set(locale: Locale): Promise<void>;
}

export interface LocaleControllerDeps {
  initial: Locale;
  api: ApiClient;
  session: Pick<Session, 'get'> & { setMember(member: UserAnswer['user']): void };
  bus: EventBus;
  /** Stores the cookie (document.cookie in the page). */
  writeCookie(cookie: string): void;
  secure: boolean;
}

export function createLocaleController(deps: LocaleControllerDeps): LocaleController {
  const store = createStore<Locale>(deps.initial);
  return {
    get: store.get,
    subscribe: store.subscribe,
    async set(locale) {
      deps.writeCookie(localeCookie(locale, deps.secure));
      if (store.get() === locale) return;
      store.set(locale);
      deps.bus.emit('locale:changed', { locale });
      if (!deps.session.get().member) return;
      try {
        const { user } = await deps.api.put<UserAnswer>(USER_PATH, { language: locale });
        deps.session.setMember(user);
      } catch {
        // The cookie already holds the choice; the account keeps the old language until the next change.
      }
    },
  };
}
