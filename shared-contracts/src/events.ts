/**
 * The cross-app event map: what one app asks of another in the page. Payloads only ever gain
 * fields: a listener must ignore fields it does not know and tolerate missing optional ones, so
 * remotes built on older contracts keep working. Every event here has a sender and a listener in
 * the apps (`scripts/check-boundaries.mjs` fails otherwise): what the shell owns and remotes only
 * read (the session, the locale) reaches them through host props, not through events.
 */
export interface AppEvents {
  /** A part of the site needs the member to log in (e.g. a 403 with the auth-required flag). */
  'auth:required': { reason?: string };
  /** Ask the shell to open the signup modal. */
  'signup:open': { step?: number };
  /** The signup modal's in-progress state (blocks closing by backdrop or Escape). */
  'signup:progress': { inProgress: boolean };
  /** A page slot's page has rendered its content (the shell then swaps out the page the server rendered ahead). */
  'page:rendered': { route: string };
  /** Ask the shell to show a short notice in its toast region (translated by the sender; 'danger' is announced at once). */
  'toast:show': { message: string; kind?: 'info' | 'success' | 'warning' | 'danger' };
  /** The console logged a staff member in or out: the staff layout reads the staff session again. */
  'staff:session': Record<string, never>;
}

export type AppEventName = keyof AppEvents;

/** The bus every app gets from the shell. */
export interface EventBus {
  emit<K extends AppEventName>(name: K, payload: AppEvents[K]): void;
  /** Subscribe; returns the unsubscribe function. */
  on<K extends AppEventName>(name: K, listener: (payload: AppEvents[K]) => void): () => void;
}

/**
 * An in-page bus over a DOM EventTarget. Events are plain JSON-like objects; unknown names are
 * delivered too, so a remote built against a newer contract can talk to an older shell.
 */
export function createEventBus(target: EventTarget = new EventTarget()): EventBus {
  return {
    emit(name, payload) {
      target.dispatchEvent(new CustomEvent(`app:${String(name)}`, { detail: payload }));
    },
    on(name, listener) {
      const handler = (event: Event) => listener((event as CustomEvent).detail);
      target.addEventListener(`app:${String(name)}`, handler);
      return () => target.removeEventListener(`app:${String(name)}`, handler);
    },
  };
}
