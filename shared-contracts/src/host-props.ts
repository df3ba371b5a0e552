/** What the shell hands every remote: one typed object, the only way a remote reaches the shell. */
import type { Member, SiteSettings } from './entities.js';
import type { Locale } from './locales.js';
import type { EventBus } from './events.js';
import type { NOT_FOUND_ROUTE, RouteName, RouteParams } from './routes.js';
import type { BadgeCounts } from './counts.js';
import type { EndpointAnswer, EndpointInput, EndpointName } from './endpoints/index.js';
import type { WidgetHost } from './widgets.js';
import type { ServerEvents, StaffEvents } from './server-events/stream.js';

/** The route being shown. */
export interface CurrentRoute {
  /** The route's name, or 'not-found' on a path no route has. */
  name: RouteName | typeof NOT_FOUND_ROUTE;
  params: Record<string, string>;
  query: Record<string, string>;
  path: string;
}

/** Navigation the shell performs on a remote's behalf. */
export interface Navigation {
  /** Go to a named route. */
  to(name: RouteName, params?: RouteParams, query?: Record<string, string>, options?: { replace?: boolean }): void;
  /** Go to a path (e.g. from a link in an answer). */
  toPath(path: string, options?: { replace?: boolean }): void;
  back(): void;
}

/** The session as a remote sees it: the member (null for a visitor), their credits and the badge totals. */
export interface SessionSnapshot {
  member: Member | null;
  credits: number;
  /** Badge totals by BadgeKey (GET /api/counts.php); zeros for a visitor. */
  counts: BadgeCounts;
}

/** The one owner of the session (the shell's); apps hear its changes through `subscribe`. */
export interface Session {
  get(): SessionSnapshot;
  /** Called on every change; returns the unsubscribe function. */
  subscribe(listener: (snapshot: SessionSnapshot) => void): () => void;
  /** Refetch the member now (e.g. after the profile changed elsewhere). */
  refresh(): Promise<SessionSnapshot>;
  /** Take the member a login or signup answer carried: no refetch. */
  signIn(member: Member): void;
  /** End the server session and forget the member. */
  signOut(): Promise<void>;
}

/** An API failure as the client raises it. */
export interface ApiFailure {
  status: number;
  code: string;
  message: string;
  fields?: Record<string, string>;
  minutes?: number;
  login_possible?: boolean;
  auth_required?: boolean;
  /** For swipe_limit: ISO time from which the next like is possible. */
  retry_at?: string;
}

/** The arguments of `call(name, input?)`: the input may be left out when the endpoint takes none or all of it is optional. */
export type EndpointCallArgs<N extends EndpointName> = EndpointInput<N> extends undefined
  ? [input?: undefined]
  : {} extends EndpointInput<N>
    ? [input?: EndpointInput<N>]
    : [input: EndpointInput<N>];

/** The API client: JSON in, JSON out, errors as ApiError (with the ApiFailure fields). */
export interface ApiClient {
  /** Calls a declared endpoint by name: the query for GET, a JSON body otherwise; answer typed from the declaration. */
  call<N extends EndpointName>(name: N, ...input: EndpointCallArgs<N>): Promise<EndpointAnswer<N>>;
  get<T>(path: string, query?: Record<string, string>): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
  put<T>(path: string, body?: unknown): Promise<T>;
  delete<T>(path: string, body?: unknown): Promise<T>;
}

/** Host props: everything a remote receives when the shell mounts it. */
export interface HostProps {
  route: CurrentRoute;
  navigation: Navigation;
  session: Session;
  settings: SiteSettings;
  locale: Locale;
  setLocale(locale: Locale): void;
  api: ApiClient;
  bus: EventBus;
  /**
   * The member's server events from the shell's one stream per browser (the kit's useServerEvent).
   * Absent from a shell older than the live base: a remote then hears nothing live.
   */
  serverEvents?: ServerEvents;
  /** The staff's events (the console's queues), from the shell's one staff stream per tab; absent from an older shell. */
  staffEvents?: StaffEvents;
  /** Installed-app (PWA) mode. */
  installed: boolean;
  /** Contract version the shell was built with. */
  contractsVersion: string;
  /** Mounts widgets of other remotes by name (shared-contracts/src/widgets.ts). */
  widgets: WidgetHost;
  /** Tells the shell that the remote crashed while rendering (the remote shows the generic text itself). */
  reportCrash?: (error: unknown) => void;
}
