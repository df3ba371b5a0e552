import { describe, expect, it } from '@jest/globals';
import { createEventBus, type Locale } from '@dating/shared-contracts';
import { initialLocale, createLocaleController } from './locale-controller.js';
import { localeCookie, readCookie } from './locale-cookie.js';
import { SessionStore } from '../session/session-store.js';
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
    const session = new SessionStore(api, bus, async (_api, previous) => previous);
    if (loggedIn) session.setMember(member());
    const cookies: string[] = [];
    const changes: Locale[] = [];
    bus.on('locale:changed', ({ locale }) => changes.push(locale));
    const controller = createLocaleController({ initial: 'nl', api, session, bus, writeCookie: (c) => cookies.push(c), secure: false });
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
