/**
 * Starting the shell: the API client, session, locale and remote loader are made once; the site
 * settings (once per visit), the current member and the remote registry load side by side; then
 * the app renders. If settings or member cannot be loaded, the error page shows instead.
 */
import { startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import {
  DEFAULT_LOCALE,
  createApiClient,
  createEventBus,
  type Locale,
  type SiteSettings,
} from '@dating/shared-contracts';
import { installFontFaces, ProgressBar } from '@dating/shared-ui';
import { createShellSession, type ShellSession } from '../session/shell-session.js';
import { followMemberLanguage } from '../locale/member-language.js';
import { createPageStore, type PageStore } from './page-store.js';
import { swapInLivePage, swapWhenPageRendered } from './prerendered-page.js';
import { createLocaleController, initialLocale, type LocaleController } from '../locale/locale-controller.js';
import { loadMessages, type Messages } from '../i18n/messages.js';
import { RemoteLoader } from '../remotes/remote-loader.js';
import { fetchRegistry } from '../remotes/registry.js';
import { federation } from '../remotes/federation.js';
import { createNavigation } from '../routing/navigation.js';
import { ErrorPage, prefetchDeferredParts } from '../errors/deferred-parts.js';
import { describeError } from '../errors/describe-error.js';
import { createProgressTracker } from '../status/progress.js';
import { countRequests } from '../status/requests-in-flight.js';
import { afterPageSettles } from '../status/page-settled.js';
import { Frame } from './frame.js';
import { createRouterNavigator } from './router-navigator.js';
import { yieldToBrowser } from '@dating/remote-kit/yield-to-browser';
import { isInstalledApp } from './installed.js';
import type { ShellServices } from './services.js';
import { fetchWithBootAnswers, readBootData } from './boot-data.js';
import { createServerEventHub } from '../live/server-event-hub.js';
import { createStaffEventHub } from '../staff/staff-event-hub.js';

export const SETTINGS_PATH = '/api/settings.php';

async function messagesFor(locale: Locale): Promise<{ locale: Locale; messages: Messages }> {
  try {
    return { locale, messages: await loadMessages(locale) };
  } catch {
    return { locale: DEFAULT_LOCALE, messages: await loadMessages(DEFAULT_LOCALE) };
  }
}

function writeCookie(cookie: string) {
  document.cookie = cookie;
}

function setDocumentLocale(locale: Locale) {
  document.documentElement.lang = locale;
}

async function showStartFailure(root: Root, error: unknown, locale: LocaleController, store: PageStore) {
  console.error('[shell] the site could not start', error);
  const initial = await messagesFor(locale.get());
  const { status, message } = describeError(error);
  // Status 0 means the API could not be reached at all: to the reader, the service is unavailable.
  const unreachable = (error as { status?: unknown } | null)?.status === 0;
  root.render(
    <Frame store={store} initial={initial}>
      <ErrorPage status={unreachable ? 503 : status} message={message} />
    </Frame>,
  );
}

/** Starts the shell in `container`. */
export async function startShell(container: HTMLElement): Promise<void> {
  // A page rendered ahead brought them in its head; any other page gets them before its first render.
  installFontFaces();
  const bus = createEventBus();
  swapWhenPageRendered(bus);
  const store = createPageStore();
  let currentLocale: () => Locale = () => DEFAULT_LOCALE;
  // The session is made right after the client; a 403 with the auth-required flag can only
  // arrive once requests run, by which time it exists.
  let session: ShellSession | undefined;
  // The page carries the first answers (registry, settings, member): no request chain at start.
  const boot = readBootData();
  const fetchBooted = fetchWithBootAnswers(boot);
  const requests = countRequests(fetchBooted);
  // Subscribed before any page can render, so the first page's signal is never missed.
  const firstPageSettled = new Promise<void>((resolve) => afterPageSettles(bus, requests, resolve));
  void firstPageSettled.then(prefetchDeferredParts);
  const api = createApiClient({
    fetch: requests.fetch,
    onAuthRequired: (failure) => session?.endedByServer(failure),
    locale: () => currentLocale(),
  });
  session = createShellSession({ api, bus, store });
  const progress = createProgressTracker(store);
  const remotes = new RemoteLoader(federation, () => fetchRegistry(fetchBooted));

  const root = createRoot(container);
  const booting = progress.begin();
  root.render(<ProgressBar loading />);

  const secure = window.location.protocol === 'https:';
  const makeLocale = (domainLanguage: string | null) =>
    createLocaleController({ initial: boot?.locale ?? initialLocale(document, navigator, domainLanguage), store, api, session: session!, writeCookie, secure });

  let settings: SiteSettings;
  try {
    [settings] = await Promise.all([
      api.get<SiteSettings>(SETTINGS_PATH, { domain: window.location.hostname }),
      session.refresh(),
      remotes.refresh(),
    ]);
  } catch (error) {
    booting();
    swapInLivePage();
    await showStartFailure(root, error, makeLocale(null), store);
    return;
  }

  const locale = makeLocale(settings.domain_language);
  // Settings were answered before the member's saved language may switch the page's language.
  const settingsLocale = locale.get();
  currentLocale = locale.get;
  locale.subscribe(setDocumentLocale);
  followMemberLanguage(session, locale, settings);
  const initial = await messagesFor(locale.get());
  setDocumentLocale(initial.locale);
  if (!document.title) document.title = settings.index_title || settings.name;

  const pageNavigator = createRouterNavigator();
  const services: ShellServices = {
    api,
    bus,
    store,
    session,
    serverEvents: createServerEventHub(),
    staffEvents: createStaffEventHub(),
    locale,
    settings,
    settingsLocale,
    remotes,
    progress,
    requests,
    firstPageSettled,
    navigation: createNavigation((to, options) => pageNavigator.navigate(to, options)),
    installed: isInstalledApp(),
  };
  // The app's own modules (router, layouts, navigation) are evaluated in a turn of their own: with
  // the start's modules they were one long task (eager: the code stays in the chunk already loaded).
  await yieldToBrowser();
  const { App } = await import(/* webpackMode: "eager" */ './app.js');
  booting();
  // As a transition the first render of the whole app yields to the browser every few ms instead
  // of one long task; the progress bar stays up meanwhile (Lighthouse's total blocking time).
  startTransition(() => root.render(<App services={services} navigator={pageNavigator} initial={initial} />));
}
