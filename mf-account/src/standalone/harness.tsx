/**
 * The standalone harness: runs mf-account without the shell, against the real API through the
 * dev server's /api proxy. It builds the host props the way the shell does (real API client,
 * route from location, a session from GET /api/user.php, settings from the API, the locale rules
 * of the spec) and shows the signup modal parcel's content in a shared-ui Modal.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { chooseLocale, createApiClient, createEventBus, LOCALE_COOKIE, LOCALE_COOKIE_DAYS } from '@dating/shared-contracts';
import type { HostProps, Locale, SiteSettings } from '@dating/shared-contracts';
import { Alert, GlobalStyle, Modal, ThemeProvider } from '@dating/shared-ui';
import { AccountRoot } from '../root';
import { SignupModalRoot } from '../signup-modal-root';
import { loadMessages } from '../i18n/load-messages';
import { createHarnessSession } from './harness-session';
import { createHarnessNavigation, routeFromLocation } from './harness-router';
import { HarnessBar } from './harness-bar';

function readCookie(name: string): string | null {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
}

let locale: Locale = chooseLocale({ cookie: readCookie(LOCALE_COOKIE), browserLanguages: navigator.languages });
const api = createApiClient({ locale: () => locale, onAuthRequired: () => void session.refresh() });
const bus = createEventBus();
const session = createHarnessSession(api, bus);
// The harness shows what the app tells the shell, as the shell would hear it.
for (const name of ['session:changed', 'signup:progress', 'auth:required', 'toast:show'] as const) {
  bus.on(name, (payload) => console.info(`[bus] ${name}`, payload));
}

let renderVersion = 0;
const versionListeners = new Set<() => void>();
const rerender = () => {
  renderVersion++;
  versionListeners.forEach((listener) => listener());
};
const navigation = createHarnessNavigation(rerender);

function setLocale(next: Locale) {
  locale = next;
  document.cookie = `${LOCALE_COOKIE}=${next}; path=/; max-age=${LOCALE_COOKIE_DAYS * 86_400}; samesite=lax`;
  void loadMessages(next).then(rerender);
}

function Harness({ settings }: { settings: SiteSettings }) {
  useSyncExternalStore(
    (listener) => {
      versionListeners.add(listener);
      return () => versionListeners.delete(listener);
    },
    () => renderVersion,
  );
  const member = useSyncExternalStore(session.subscribe, () => session.get().member);
  const [signupOpen, setSignupOpen] = useState(false);
  const [signupInProgress, setSignupInProgress] = useState(false);
  useEffect(() => bus.on('signup:progress', ({ inProgress }) => setSignupInProgress(inProgress)), []);
  useEffect(() => bus.on('session:changed', rerender), []);

  const host: HostProps = {
    route: routeFromLocation(window.location),
    navigation,
    session,
    settings,
    locale,
    setLocale,
    api,
    bus,
    installed: false,
    contractsVersion: 'standalone',
  };
  const logout = () => session.signOut();

  return (
    <>
      <HarnessBar host={host} member={member} onLogout={() => void logout()} onOpenSignupModal={() => setSignupOpen(true)} />
      <main>
        <AccountRoot {...host} />
      </main>
      <Modal open={signupOpen} onClose={() => setSignupOpen(false)} size="large" bare dismissible={!signupInProgress} label="Signup">
        <SignupModalRoot {...host} closeModal={() => setSignupOpen(false)} />
      </Modal>
    </>
  );
}

async function start() {
  const container = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  try {
    const settings = await api.get<SiteSettings>('/api/settings.php');
    if (!readCookie(LOCALE_COOKIE)) {
      locale = chooseLocale({ browserLanguages: navigator.languages, domainLanguage: settings.domain_language });
    }
    await Promise.all([session.refresh(), loadMessages(locale)]);
    root.render(
      <ThemeProvider>
        <GlobalStyle />
        <Harness settings={settings} />
      </ThemeProvider>,
    );
  } catch (error) {
    // Without the API there is nothing real to show: say how to start it.
    root.render(
      <ThemeProvider>
        <GlobalStyle />
        <Alert kind="danger">
          The API did not answer ({error instanceof Error ? error.message : String(error)}). Start it (npm start at the repository
          root, or API_ORIGIN=… for another address) and reload.
        </Alert>
      </ThemeProvider>,
    );
  }
}

void start();
