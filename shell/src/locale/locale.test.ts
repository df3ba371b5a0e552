import { describe, expect, it } from '@jest/globals';
import { createEventBus, type Locale } from '@dating/shared-contracts';
import { initialLocale, createLocaleController } from './locale-controller.js';
import { localeCookie, readCookie } from './locale-cookie.js';
import { followMemberLanguage, menuLanguages, savedLanguage } from './member-language.js';
import { createShellSession } from '../session/shell-session.js';
import { createPageStore } from '../shell/page-store.js';
import { scriptedApi } from '../testing/scripted-api.js';
import { memberFixture as member } from '@dating/remote-kit/testing';

const browser = (...languages: string[]) => ({ languages, language: languages[0] ?? '' });

describe('initial locale', () => {
  it('takes the cookie first', () => {
    expect(initialLocale({ cookie: 'a=1; i18n_redirected=de' }, browser('fr-FR'), 'es_ES')).toBe('de');
  });
  it('then the browser language', () => {
    expect(initialLocale({ cookie: '' }, browser('fr-FR', 'en'), 'es_ES')).toBe('fr');
  });
  it('then the first two letters of domain_language when supported', () => {
    expect(initialLocale({ cookie: '' }, browser('ja-JP'), 'sv_SE')).toBe('sv');
  });
  it('else nl', () => {
    expect(initialLocale({ cookie: 'i18n_redirected=xx' }, browser('ja-JP'), 'pt_BR')).toBe('nl');
  });
});

describe('locale cookie', () => {
  it('lasts 365 days on the whole site', () => {
    expect(localeCookie('de', true)).toBe('i18n_redirected=de; Max-Age=31536000; Path=/; SameSite=Lax; Secure');
    expect(localeCookie('nl', false)).not.toContain('Secure');
  });
  it('is read back from document.cookie', () => {
    expect(readCookie('auth=x; i18n_redirected=fi', 'i18n_redirected')).toBe('fi');
    expect(readCookie('auth=x', 'i18n_redirected')).toBeNull();
  });
});

describe('changing the locale', () => {
  function setup(loggedIn: boolean) {
    const bus = createEventBus();
    const { api, requests } = scriptedApi({ 'PUT /api/user.php': (body) => ({ body: { user: member({ language: (body as { language: Locale }).language }) } }) });
    const store = createPageStore();
    const session = createShellSession({ api, bus, store });
    if (loggedIn) session.setMember(member());
    const cookies: string[] = [];
    const changes: Locale[] = [];
    const controller = createLocaleController({ initial: 'nl', store, api, session, writeCookie: (c) => cookies.push(c), secure: false });
    controller.subscribe((locale) => changes.push(locale));
    return { controller, requests, cookies, changes, session };
  }

  it('saves it to the account when logged in, remembers it and tells the page', async () => {
    const { controller, requests, cookies, changes, session } = setup(true);
    await controller.set('de');
    expect(controller.get()).toBe('de');
    expect(cookies[0]).toMatch(/^i18n_redirected=de;/);
    expect(changes).toEqual(['de']);
    expect(requests).toEqual([{ method: 'PUT', path: '/api/user.php', body: { language: 'de' } }]);
    expect(session.get().member?.language).toBe('de');
  });

  it('does not call the API for a visitor', async () => {
    const { controller, requests, cookies } = setup(false);
    await controller.set('fr');
    expect(controller.get()).toBe('fr');
    expect(cookies).toHaveLength(1);
    expect(requests).toEqual([]);
  });
});

describe('languages that depend on the member', () => {
  const nlSite = { geoip_country: 'NL', geoip_selected_country: null };

  it('the menu lists the country languages and always the current one', () => {
    const dutch = member({}, { country: 'NL' });
    expect(menuLanguages(dutch, nlSite, 'en')).toEqual(['nl', 'en']);
    expect(menuLanguages(dutch, nlSite, 'nl')).toEqual(['nl']);
    expect(menuLanguages(null, { geoip_country: 'BE', geoip_selected_country: null }, 'fr')).toEqual(['nl', 'fr', 'de']);
  });

  it('a login brings the saved language when the country shows it, and the cookie follows', async () => {
    const bus = createEventBus();
    const store = createPageStore();
    const { api, requests } = scriptedApi({});
    const session = createShellSession({ api, bus, store });
    const cookies: string[] = [];
    const locale = createLocaleController({ initial: 'en', store, api, session, writeCookie: (c) => cookies.push(c), secure: false });
    followMemberLanguage(session, locale, nlSite);
    session.signIn(member({ language: 'nl' }, { country: 'NL' }));
    expect(locale.get()).toBe('nl');
    expect(cookies).toEqual([expect.stringMatching(/^i18n_redirected=nl;/)]);
    // The account already holds it: nothing to save.
    expect(requests).toEqual([]);
  });

  it('a saved language the country does not show leaves the page as it is', () => {
    const dutch = member({ language: 'de' }, { country: 'NL' });
    expect(savedLanguage(dutch, nlSite)).toBeNull();
    expect(savedLanguage({ ...dutch, language: 'nl' }, nlSite)).toBe('nl');
  });
});
