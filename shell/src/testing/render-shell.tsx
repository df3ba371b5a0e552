/** Test input: the shell's real services around a component, with a scripted API and an in-memory router. */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { Provider as JotaiProvider } from 'jotai';
import { SWRConfig } from 'swr';
import { createEventBus, type BadgeCounts, type Locale, type Member, type SiteSettings } from '@dating/shared-contracts';
import { ThemeProvider } from '@dating/shared-ui';
import { createServerEventHub } from '../live/server-event-hub.js';
import { createStaffEventHub } from '../staff/staff-event-hub.js';
import { createShellSession, type ShellSession } from '../session/shell-session.js';
import { createPageStore } from '../shell/page-store.js';
import { createLocaleController } from '../locale/locale-controller.js';
import { RemoteLoader, type Federation } from '../remotes/remote-loader.js';
import type { RemoteRegistry } from '../remotes/registry.js';
import { createProgressTracker } from '../status/progress.js';
import { ALWAYS_IDLE } from '../status/requests-in-flight.js';
import { createNavigation } from '../routing/navigation.js';
import { ServicesProvider, type ShellServices } from '../shell/services.js';
import { messages as en } from '../i18n/messages/en.js';
import { settingsFixture } from '@dating/remote-kit/testing';
import { scriptedApi, type Routes } from './scripted-api.js';

export interface ShellTestOptions {
  /** When the visit's first page has settled (at once by default). */
  firstPageSettled?: Promise<void>;
  routes?: Routes;
  member?: Member | null;
  settings?: Partial<SiteSettings>;
  locale?: Locale;
  path?: string;
  federation?: Federation;
  registry?: RemoteRegistry;
  installed?: boolean;
  /** What GET /api/counts.php answers (when no route in `routes` answers it). */
  counts?: BadgeCounts;
}

/** Builds services like start.tsx does, from test input. */
export function testServices(options: ShellTestOptions = {}) {
  const bus = createEventBus();
  const store = createPageStore();
  let session: ShellSession | undefined;
  const routes = options.counts ? { 'GET /api/counts.php': { body: { counts: options.counts } }, ...options.routes } : (options.routes ?? {});
  const scripted = scriptedApi(routes, (failure) => session?.endedByServer(failure));
  session = createShellSession({ api: scripted.api, bus, store });
  if (options.member) session.setMember(options.member);
  const cookies: string[] = [];
  const navigations: { to: string | number; replace?: boolean }[] = [];
  const federation: Federation = options.federation ?? {
    registerRemotes: () => undefined,
    loadRemote: () => Promise.reject(new Error('no remotes in this test')),
  };
  const services: ShellServices = {
    api: scripted.api,
    bus,
    store,
    session,
    serverEvents: createServerEventHub(),
    staffEvents: createStaffEventHub(),
    locale: createLocaleController({ initial: options.locale ?? 'en', store, api: scripted.api, session, writeCookie: (c) => cookies.push(c), secure: false }),
    settings: settingsFixture(options.settings),
    remotes: new RemoteLoader(federation, async () => options.registry ?? { remotes: {} }),
    progress: createProgressTracker(store),
    requests: ALWAYS_IDLE,
    firstPageSettled: options.firstPageSettled ?? Promise.resolve(),
    navigation: createNavigation((to, opts) => void navigations.push({ to, replace: opts?.replace })),
    installed: options.installed ?? false,
  };
  return { services, requests: scripted.requests, cookies, navigations, bus, session, store };
}

/**
 * Renders `ui` (or what it makes from the services) inside the shell's providers, in English,
 * with the page store and an swr cache of its own (the page's, not the module-wide one).
 */
export function renderInShell(ui: ReactNode | ((services: ShellServices) => ReactNode), options: ShellTestOptions = {}) {
  const built = testServices(options);
  const content = typeof ui === 'function' ? ui(built.services) : ui;
  const result = render(
    <ServicesProvider services={built.services}>
      <JotaiProvider store={built.store}>
        <SWRConfig value={{ provider: () => new Map() }}>
          <ThemeProvider>
            <IntlProvider locale="en" messages={en}>
              <MemoryRouter initialEntries={[options.path ?? '/']}>{content}</MemoryRouter>
            </IntlProvider>
          </ThemeProvider>
        </SWRConfig>
      </JotaiProvider>
    </ServicesProvider>,
  );
  return { ...built, ...result };
}
