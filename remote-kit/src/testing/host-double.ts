/**
 * A host for tests: the real API client (createApiClient) over a fetch whose answers the test
 * gives, the real event bus with a record of what was emitted, and navigation, session and widget
 * doubles that record their calls.
 */
import { jest } from '@jest/globals';
import { NO_COUNTS, createApiClient, createEventBus } from '@dating/shared-contracts';
import type {
  AppEventName, AppEvents, FetchLike, HostProps, Locale, Member, RouteName, ServerEventHandler, ServerEventName, ServerEventPayload, StaffEventName,
  SessionSnapshot, SiteSettings, WidgetRequest,
} from '@dating/shared-contracts';
import { settingsFixture } from './fixtures';

/** A request the app made. */
export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
}

/** The answer a test gives to a request. */
export interface Answer {
  status: number;
  body?: unknown;
}

/** Answers the test gives, by request. */
export type Answers = (request: RecordedRequest) => Answer | Promise<Answer>;

function responseLike(status: number, body: unknown): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  return { ok: status >= 200 && status < 300, status, headers: { get: () => null }, text: async () => text } as unknown as Response;
}

/** The real API client over answers the test gives; `requests` records what was sent. */
export function apiAnswering(answers: Answers) {
  const requests: RecordedRequest[] = [];
  const fetch: FetchLike = async (url, init) => {
    const request = { method: init.method ?? 'GET', path: url, body: init.body instanceof FormData ? init.body : init.body ? JSON.parse(String(init.body)) : undefined };
    requests.push(request);
    const { status, body } = await answers(request);
    return responseLike(status, body);
  };
  return { api: createApiClient({ fetch, retries: 0 }), requests };
}

/** Options of hostDouble. */
export interface HostDoubleOptions {
  answers?: Answers;
  member?: Member | null;
  /** The member the session holds after refresh() (e.g. after login). */
  memberAfterRefresh?: Member | null;
  routeName?: RouteName;
  query?: Record<string, string>;
  settings?: Partial<SiteSettings>;
  locale?: Locale;
}

/** A host with recorded navigation, session changes, events, requests and widget mounts. */
export function hostDouble(options: HostDoubleOptions = {}) {
  const { api, requests } = apiAnswering(options.answers ?? (() => ({ status: 500 })));
  let snapshot: SessionSnapshot = { member: options.member ?? null, credits: 0, counts: NO_COUNTS };
  const listeners = new Set<(s: SessionSnapshot) => void>();
  const change = (member: Member | null) => {
    snapshot = { ...snapshot, member, credits: member?.credits ?? 0 };
    listeners.forEach((listener) => listener(snapshot));
  };
  const events: Array<{ name: AppEventName; payload: unknown }> = [];
  const widgets: WidgetRequest[] = [];
  const bus = createEventBus();
  const emit = bus.emit;
  bus.emit = <K extends AppEventName>(name: K, payload: AppEvents[K]) => {
    events.push({ name, payload });
    emit(name, payload);
  };

  // Server events the test sends (serverEvents.send), to the listeners the app registered.
  const serverListeners = new Map<ServerEventName, Set<ServerEventHandler<never>>>();
  const resyncListeners = new Set<() => void>();
  let serverSeq = 0;
  const serverEvents = {
    on<N extends ServerEventName>(name: N, handler: ServerEventHandler<N>) {
      const set = serverListeners.get(name) ?? new Set();
      set.add(handler as ServerEventHandler<never>);
      serverListeners.set(name, set);
      return () => void set.delete(handler as ServerEventHandler<never>);
    },
    onResync(handler: () => void) {
      resyncListeners.add(handler);
      return () => void resyncListeners.delete(handler);
    },
    /** Delivers a server event as the shell would (test only). */
    send<N extends ServerEventName>(name: N, payload: ServerEventPayload<N>) {
      serverSeq += 1;
      const event = { seq: serverSeq, name, payload };
      serverListeners.get(name)?.forEach((handler) => (handler as ServerEventHandler<N>)(payload, event));
    },
    /** Tells the listeners the stream started over (test only). */
    resync: () => resyncListeners.forEach((handler) => handler()),
  };

  // Staff events the test sends (staffEvents.send), to the listeners the console registered.
  const staffListeners = new Map<StaffEventName, Set<() => void>>();
  const staffResyncListeners = new Set<() => void>();
  const staffEvents = {
    on(name: StaffEventName, handler: () => void) {
      const set = staffListeners.get(name) ?? new Set();
      set.add(handler);
      staffListeners.set(name, set);
      return () => void set.delete(handler);
    },
    onResync(handler: () => void) {
      staffResyncListeners.add(handler);
      return () => void staffResyncListeners.delete(handler);
    },
    /** Delivers a staff event as the shell would (test only). */
    send: (name: StaffEventName) => staffListeners.get(name)?.forEach((handler) => handler()),
    /** Tells the listeners the staff stream started over (test only). */
    resync: () => staffResyncListeners.forEach((handler) => handler()),
  };

  const host = {
    route: { name: options.routeName ?? 'login', params: {}, query: options.query ?? {}, path: '/' },
    navigation: { to: jest.fn(), toPath: jest.fn(), back: jest.fn() },
    session: {
      get: () => snapshot,
      subscribe: (listener: (s: SessionSnapshot) => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      refresh: jest.fn(async () => {
        if (options.memberAfterRefresh !== undefined) change(options.memberAfterRefresh);
        return snapshot;
      }),
      signIn: jest.fn((member: Member) => change(member)),
      signOut: jest.fn(async () => change(null)),
    },
    settings: settingsFixture(options.settings),
    locale: options.locale ?? 'nl',
    setLocale: jest.fn(),
    api,
    bus,
    serverEvents,
    staffEvents,
    installed: false,
    contractsVersion: 'test',
    widgets: {
      mount: jest.fn((element: HTMLElement, request: WidgetRequest) => {
        widgets.push(request);
        element.setAttribute('data-widget', request.name);
        return { update: (next: WidgetRequest) => void widgets.push(next), unmount: () => element.removeAttribute('data-widget') };
      }),
    },
  } satisfies HostProps;

  /** Sets the badge totals as the shell does on a counts.changed event (the member stays the same object). */
  const setCounts = (counts: Partial<SessionSnapshot['counts']>) => {
    snapshot = { ...snapshot, counts: { ...snapshot.counts, ...counts } };
    listeners.forEach((listener) => listener(snapshot));
  };

  return { host, requests, events, widgets, setCounts };
}
