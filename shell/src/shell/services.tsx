/** The shell's services, made once at start and shared with every component through context. */
import { createContext, useContext, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import type { ApiClient, EventBus, Locale, Member, Navigation, SessionSnapshot, SiteSettings } from '@dating/shared-contracts';
import type { ShellSession } from '../session/shell-session.js';
import { memberAtom, sessionAtom } from '../session/session-atoms.js';
import type { PageStore } from './page-store.js';
import type { LocaleController } from '../locale/locale-controller.js';
import type { RemoteLoader } from '../remotes/remote-loader.js';
import type { ProgressTracker } from '../status/progress.js';
import type { RequestsIdle } from '../status/requests-in-flight.js';
import type { ServerEventHub } from '../live/server-event-hub.js';
import type { StaffEventHub } from '../staff/staff-event-hub.js';

/** Everything the shell's components (and, through host props, the remotes) work with. */
export interface ShellServices {
  api: ApiClient;
  bus: EventBus;
  /** The page's jotai store: the session, the locale and the progress live in it. */
  store: PageStore;
  session: ShellSession;
  /** This tab's server events (the browser's one stream, live/live-session.tsx); remotes get it as host props `serverEvents`. */
  serverEvents: ServerEventHub;
  /** This tab's staff events (the staff layout's stream); the console gets it as host props `staffEvents`. */
  staffEvents: StaffEventHub;
  locale: LocaleController;
  settings: SiteSettings;
  /** The language the settings' site texts came in; absent when it is the page's language throughout. */
  settingsLocale?: Locale;
  remotes: RemoteLoader;
  progress: ProgressTracker;
  /** When the API requests under way have answered (what may wait for the page's data waits for it). */
  requests: RequestsIdle;
  /** Resolves once the visit's first page has settled (status/page-settled.ts): other remotes' widgets on it wait for it. */
  firstPageSettled: Promise<void>;
  navigation: Navigation;
  /** Running as an installed app (PWA, display-mode standalone). */
  installed: boolean;
}

const ServicesContext = createContext<ShellServices | null>(null);

export function ServicesProvider({ services, children }: { services: ShellServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

/** The services, or null outside their provider (an error page may be shown before they exist). */
export function useServicesIfAny(): ShellServices | null {
  return useContext(ServicesContext);
}

export function useServices(): ShellServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices outside ServicesProvider');
  return services;
}

/** The session snapshot; re-renders on any change, badge totals too (reads the page store of the jotai Provider). */
export function useSession(): SessionSnapshot {
  return useAtomValue(sessionAtom);
}

/**
 * The logged-in member (null for a visitor); re-renders when the member changes, not when a badge
 * total does: the shell's root and layout would otherwise render again with every message and like.
 */
export function useMember(): Member | null {
  return useAtomValue(memberAtom);
}
