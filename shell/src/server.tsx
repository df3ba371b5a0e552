/**
 * The shell's layout rendered ahead, on the server (docs/architecture.md, "Pages rendered ahead").
 * When the server renders a visitor's page ahead (a remote's server.cjs), it asks this renderer
 * for the layout the live shell will put around that page: the same Layout, header, disclaimer and
 * footer components, texts, theme and global styles, for the same route, language and settings.
 * So the page the visitor sees first is already the whole final page, and the swap to the live
 * page paints nothing new. Server-only: built into the shell's server.cjs
 * (deploy/webpack/server-render.cjs), never into the browser's code.
 */
import { MemoryRouter } from 'react-router';
import {
  createApiClient,
  createEventBus,
  type CurrentRoute,
  type Locale,
  type Member,
  type Navigation,
  type SiteSettings,
} from '@dating/shared-contracts';
import { renderToParts, type RenderedPage } from '@dating/remote-kit/server';
import { loadMessages } from './i18n/messages.js';
import { Frame } from './shell/frame.js';
import { ServicesProvider, type ShellServices } from './shell/services.js';
import { createPageStore } from './shell/page-store.js';
import { createServerEventHub } from './live/server-event-hub.js';
import { createStaffEventHub } from './staff/staff-event-hub.js';
import { createShellSession } from './session/shell-session.js';
import { createLocaleController } from './locale/locale-controller.js';
import { createProgressTracker } from './status/progress.js';
import { ALWAYS_IDLE } from './status/requests-in-flight.js';
import { resolveRoute } from './routing/current-route.js';
import { PageTransition } from './routing/page-transition.js';
import { Layout } from './layouts/layouts.js';
import { MAIN_ID } from './layouts/layout-parts.js';
import { fontFacesStyleTag } from '@dating/shared-ui';
import { alertsNeedBrowser } from './alerts/alert-rules.js';

/** What the server knows of the page whose layout it renders. */
export interface LayoutInput {
  route: CurrentRoute;
  locale: Locale;
  /** The settings the page is booted with (boot data), their site texts in `locale`. */
  settings: SiteSettings;
  /** The page rendered ahead, as HTML: it takes the place the live shell gives the route's remote. */
  pageHtml: string;
  /** The member who opened the page (the boot data's), for their header; absent for a visitor. */
  member?: Member | null;
}

const noop = () => {};

/** A service the layout never uses on the server: any use is a bug, and says so. */
function unavailable<T>(name: string): T {
  return new Proxy({}, {
    get() {
      throw new Error(`the layout rendered ahead has no ${name}`);
    },
  }) as T;
}

/**
 * The shell's services for one render: the visitor or the member (with no badge totals yet, as the
 * live shell starts), the page's language, nothing that acts.
 */
function serverServices(input: LayoutInput): ShellServices {
  const store = createPageStore();
  const bus = createEventBus();
  // Nothing is asked over the network: the settings came with the input, in the page's language.
  const api = createApiClient({ fetch: () => Promise.reject(new Error('the layout rendered ahead asks the API nothing')), retries: 0, locale: () => input.locale });
  const session = createShellSession({ api, bus, store });
  if (input.member) session.setMember(input.member);
  const locale = createLocaleController({ initial: input.locale, store, api, session, writeCookie: noop, secure: false });
  const navigation: Navigation = { to: noop, toPath: noop, back: noop };
  return {
    api,
    bus,
    store,
    session,
    // No stream on the server: the live page's hub is the one that listens.
    serverEvents: createServerEventHub(),
    staffEvents: createStaffEventHub(),
    locale,
    settings: input.settings,
    settingsLocale: input.locale,
    remotes: unavailable('remote loader'),
    progress: createProgressTracker(store),
    requests: ALWAYS_IDLE,
    firstPageSettled: Promise.resolve(),
    navigation,
    installed: false,
  };
}

/**
 * The page's layout with the page in its main region, as HTML and the style tags it needs; null for
 * a path outside the route table, or for a member whose alerts only the browser can tell.
 */
export async function renderLayout(input: LayoutInput): Promise<RenderedPage | null> {
  const search = new URLSearchParams(input.route.query).toString();
  const resolved = resolveRoute(input.route.path, search ? `?${search}` : '');
  if (!resolved || (input.member && alertsNeedBrowser(input.member, input.route.query))) return null;
  const services = serverServices(input);
  const messages = await loadMessages(input.locale);
  const rendered = await renderToParts(
    <ServicesProvider services={services}>
      <Frame store={services.store} initial={{ locale: input.locale, messages }}>
        <MemoryRouter initialEntries={[`${input.route.path}${search ? `?${search}` : ''}`]}>
          <Layout name={resolved.definition.layout} route={resolved.current} appBack={false}>
            <PageTransition path={input.route.path}>
              <div dangerouslySetInnerHTML={{ __html: input.pageHtml }} />
            </PageTransition>
          </Layout>
        </MemoryRouter>
      </Frame>
    </ServicesProvider>,
  );
  // The live page's main region keeps its id (the skip link's and the focus rules' target): the
  // hidden live root and the stand-in are in the page together until the swap, and an id is one element's.
  // The font faces in a style element of their own, which the live page keeps (fonts.ts says why).
  return { html: rendered.html.replace(` id="${MAIN_ID}"`, ''), css: `${fontFacesStyleTag()}${rendered.css}` };
}
