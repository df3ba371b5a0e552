/** The route table of spec section 2: name, pattern, owning app, layout. Links across remotes use href(). */

/** The app that renders a route. */
export type RouteOwner = 'shell' | 'mf-landers' | 'mf-search' | 'mf-chat' | 'mf-likes' | 'mf-payments' | 'mf-account' | 'mf-console';
/** The layout a route is shown in. */
/** `staff`: the console's, for staff sessions only (their name, role and queues; no members' parts). */
export type LayoutName = 'default' | 'chat' | 'lander' | 'empty' | 'landing' | 'staff';

/** One row of the route table: its name, path pattern (":param" and optional ":param?"), owner and layout. */
interface RouteRow {
  name: string;
  path: string;
  owner: RouteOwner;
  layout: LayoutName;
  /** Only for logged-in members; visitors are sent to login. */
  auth?: boolean;
  /** Shows a back button in installed-app mode. */
  appBack?: boolean;
  /** The page keeps its scroll position on navigation. */
  keepScroll?: boolean;
}

const LANDERS = ['alonetonight', 'collagelanding', 'gallery', 'iconslanding', 'maplanding', 'socialnetwork', 'transitionsvideolanding', 'video'] as const;
const STATIC_PAGES = ['ban', 'cookies', 'faq', 'privacy', 'return-policy', 'service', 'terms'] as const;

const landerRoute = (lander: (typeof LANDERS)[number]) =>
  ({ name: `landers-${lander}`, path: `/landers/${lander}/:slug?`, owner: 'mf-landers', layout: 'lander' }) as const satisfies RouteRow;
const staticPageRoute = (page: (typeof STATIC_PAGES)[number]) =>
  ({ name: `pages-${page}`, path: `/pages/${page}`, owner: 'mf-landers', layout: 'default' }) as const satisfies RouteRow;

const ROUTE_TABLE = [
  { name: 'index', path: '/', owner: 'mf-landers', layout: 'landing' },
  // Not members-only: visitors may search where the site allows it (logged_out_search); the API decides.
  { name: 'members', path: '/members', owner: 'mf-search', layout: 'default' },
  { name: 'members-id', path: '/members/:id', owner: 'mf-search', layout: 'default', appBack: true },
  { name: 'members-id-chat', path: '/members/:id/chat', owner: 'mf-chat', layout: 'chat', auth: true },
  { name: 'members-id-landing', path: '/members/:id/landing', owner: 'mf-landers', layout: 'lander' },
  { name: 'members-id-landing2', path: '/members/:id/landing2/:slug?', owner: 'mf-landers', layout: 'lander' },
  { name: 'members-id-landing3', path: '/members/:id/landing3/:slug?', owner: 'mf-landers', layout: 'lander' },
  { name: 'members-id-signup', path: '/members/:id/signup', owner: 'mf-landers', layout: 'lander' },
  { name: 'match-finder', path: '/match-finder', owner: 'mf-search', layout: 'default', auth: true },
  { name: 'swipe-game', path: '/swipe-game', owner: 'mf-search', layout: 'default', auth: true },
  { name: 'signup-matches', path: '/signup-matches', owner: 'mf-search', layout: 'default', auth: true },
  { name: 'chats', path: '/chats', owner: 'mf-chat', layout: 'chat', auth: true },
  { name: 'chats-id', path: '/chats/:id', owner: 'mf-chat', layout: 'chat', auth: true },
  { name: 'likes', path: '/likes', owner: 'mf-likes', layout: 'default', auth: true, appBack: true },
  { name: 'likes-type', path: '/likes/:type', owner: 'mf-likes', layout: 'default', auth: true, appBack: true },
  { name: 'likes-m-id', path: '/likes/m/:id', owner: 'mf-likes', layout: 'default', auth: true, appBack: true },
  { name: 'credits', path: '/credits', owner: 'mf-payments', layout: 'default', auth: true, appBack: true },
  { name: 'credits-repeat-order', path: '/credits/repeat-order', owner: 'mf-payments', layout: 'default', auth: true },
  { name: 'credits-id-paymentmethod', path: '/credits/:id/:paymentmethod?', owner: 'mf-payments', layout: 'default', auth: true, appBack: true },
  { name: 'directdebit', path: '/directdebit', owner: 'mf-payments', layout: 'default', auth: true },
  { name: 'premium', path: '/premium', owner: 'mf-payments', layout: 'default', auth: true },
  { name: 'pricing', path: '/pricing', owner: 'mf-payments', layout: 'default' },
  { name: 'transactions-id', path: '/transactions/:id?', owner: 'mf-payments', layout: 'default', auth: true },
  { name: 'login', path: '/login', owner: 'mf-account', layout: 'default' },
  { name: 'signup', path: '/signup', owner: 'mf-account', layout: 'default' },
  { name: 'complete-signup', path: '/complete-signup', owner: 'mf-account', layout: 'default' },
  { name: 'reset-password', path: '/reset-password', owner: 'mf-account', layout: 'default' },
  { name: 'reset-password-do', path: '/reset-password/do', owner: 'mf-account', layout: 'default' },
  { name: 'activate-done', path: '/activate/done', owner: 'mf-account', layout: 'default' },
  { name: 'activate-error', path: '/activate/error', owner: 'mf-account', layout: 'default' },
  { name: 'mail-change-do', path: '/mail-change/do', owner: 'mf-account', layout: 'default' },
  { name: 'profile', path: '/profile', owner: 'mf-account', layout: 'default', auth: true, appBack: true },
  { name: 'notifications', path: '/notifications', owner: 'mf-account', layout: 'default', auth: true },
  { name: 'account-deleted', path: '/account-deleted', owner: 'mf-account', layout: 'default' },
  { name: 'complaints', path: '/complaints', owner: 'mf-account', layout: 'default' },
  // The staff console (mf-console): staff sessions only, never indexed; the pages check the staff session themselves.
  { name: 'console-login', path: '/console/login', owner: 'mf-console', layout: 'staff' },
  { name: 'console', path: '/console', owner: 'mf-console', layout: 'staff' },
  { name: 'console-photos', path: '/console/photos', owner: 'mf-console', layout: 'staff' },
  { name: 'console-members', path: '/console/members', owner: 'mf-console', layout: 'staff' },
  { name: 'console-members-id', path: '/console/members/:id', owner: 'mf-console', layout: 'staff' },
  { name: 'console-audit', path: '/console/audit', owner: 'mf-console', layout: 'staff' },
  { name: 'console-conversations', path: '/console/conversations', owner: 'mf-console', layout: 'staff' },
  { name: 'console-complaints', path: '/console/complaints', owner: 'mf-console', layout: 'staff' },
  { name: 'lang-config', path: '/lang-config', owner: 'shell', layout: 'empty' },
  { name: 'landers-tinderswipe', path: '/landers/tinderswipe', owner: 'mf-landers', layout: 'lander' },
  ...LANDERS.map(landerRoute),
  ...STATIC_PAGES.map(staticPageRoute),
  // A page the site stores under its own token (spec section 2, "{token}"); the least specific
  // pattern, so every named route wins, and the server answers 404 for a token the site lacks.
  { name: 'pages-token', path: '/:token', owner: 'mf-landers', layout: 'default' },
] as const satisfies readonly RouteRow[];

/** Every route name of the table: a misspelt name in href() or navigation.to() fails to compile. */
export type RouteName = (typeof ROUTE_TABLE)[number]['name'];

/** One route: its name, path pattern (":param" and optional ":param?"), owner and layout. */
export interface RouteDefinition extends RouteRow {
  name: RouteName;
}

export const ROUTES: readonly RouteDefinition[] = ROUTE_TABLE;

/**
 * Pages a member who arrives logged in has no use for (spec section 2): home, login and signup go
 * to the members page. The server answers such an arrival with a redirect; the shell redirects in
 * the page (a member who logs in on one stays for what it says next).
 */
export const MEMBER_HOME_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>(['index', 'login', 'signup']);

/** The name host props carry on a path no route has (the shell shows its 404 page). */
export const NOT_FOUND_ROUTE = 'not-found';

/** Parameters a route pattern takes. */
export type RouteParams = Record<string, string | number | undefined>;

const byName = new Map<string, RouteDefinition>(ROUTES.map((route) => [route.name, route]));

export function routeByName(name: RouteName): RouteDefinition {
  const route = byName.get(name);
  if (!route) throw new Error(`Unknown route name: ${name}`);
  return route;
}

/** True for a name of the route table (for names that arrive as plain strings, e.g. from a URL). */
export function isRouteName(name: string): name is RouteName {
  return byName.has(name);
}

/** The URL of a named route: href('members-id', { id: 12 }) → '/members/12'. */
export function href(name: RouteName, params: RouteParams = {}, query?: Record<string, string>): string {
  const route = routeByName(name);
  const path = route.path.replace(/\/:(\w+)(\?)?/g, (_whole, key: string, optional?: string) => {
    const value = params[key];
    if (value === undefined || value === '') {
      if (optional) return '';
      throw new Error(`Route ${name} needs parameter ${key}`);
    }
    return `/${encodeURIComponent(String(value))}`;
  });
  const search = query && Object.keys(query).length ? `?${new URLSearchParams(query).toString()}` : '';
  return (path || '/') + search;
}

/** The route that matches a path, with its parameters; most specific (static) routes first. */
export function matchRoute(pathname: string): { route: RouteDefinition; params: Record<string, string> } | null {
  const clean = pathname.replace(/\/+$/, '') || '/';
  for (const route of ROUTES_BY_SPECIFICITY) {
    const params = matchPattern(route.path, clean);
    if (params) return { route, params };
  }
  return null;
}

const ROUTES_BY_SPECIFICITY = [...ROUTES].sort((a, b) => specificity(b.path) - specificity(a.path));

function specificity(path: string): number {
  return path.split('/').reduce((score, part) => score + (part.startsWith(':') ? 1 : 3), 0);
}

function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const parts = pattern.split('/').filter(Boolean);
  const actual = pathname.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  let i = 0;
  for (const part of parts) {
    const value = actual[i];
    if (part.startsWith(':')) {
      const optional = part.endsWith('?');
      const key = part.slice(1, optional ? -1 : undefined);
      if (value === undefined) {
        if (optional) continue;
        return null;
      }
      params[key] = decodeURIComponent(value);
    } else if (part !== value) {
      return null;
    }
    i++;
  }
  return i === actual.length ? params : null;
}
