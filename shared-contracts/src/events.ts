/**
 * The cross-app event map. Payloads only ever gain fields: a listener must ignore fields it does
 * not know and tolerate missing optional ones, so remotes built on older contracts keep working.
 */
import type { Locale } from './locales.js';

export interface AppEvents {
  /** A conversation was opened and its unread count went to zero. */
  'chat:read': { conversationId: number; unread?: number };
  /** The member sent a message. */
  'chat:message-sent': { conversationId: number; profileId?: number };
  /** The member's credit balance changed. */
  'credits:changed': { credits: number };
  /** A new like arrived. */
  'like:received': { profileId: number };
  /** A part of the site needs the member to log in (e.g. a 403 with the auth-required flag). */
  'auth:required': { reason?: string };
  /** The member logged in or out, or the session changed. */
  'session:changed': { loggedIn: boolean };
  /** The locale changed. */
  'locale:changed': { locale: Locale };
  /** Ask the shell to open the signup modal. */
  'signup:open': { step?: number };
  /** The signup modal's in-progress state (blocks closing by backdrop or Escape). */
  'signup:progress': { inProgress: boolean };
  /** A page slot's page has rendered its content (the shell then swaps out the page the server rendered ahead). */
  'page:rendered': { route: string };
  /** Show a toast. */
  'toast:show': { message: string; kind?: 'info' | 'success' | 'warning' | 'danger' };
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
