/**
 * How the shell answers events from remotes (DESIGN rule 6): new credits update the session,
 * read chats and new likes refresh the badge totals, and 'auth:required' sends the visitor to
 * login (then back to the page).
 */
import { useEffect } from 'react';
import { useServices } from './services.js';
import { REDIRECT_QUERY } from '../routing/redirects.js';

/** Pages where asking to log in again would be pointless. */
const LOGIN_PAGES = new Set(['/login', '/signup']);

export function BusReactions() {
  const { bus, session, navigation } = useServices();

  useEffect(() => {
    const refreshCounts = () => void session.refreshCounts().catch(() => undefined);
    const stops = [
      bus.on('credits:changed', ({ credits }) => session.setCredits(credits)),
      bus.on('chat:read', refreshCounts),
      bus.on('chat:message-sent', refreshCounts),
      bus.on('like:received', refreshCounts),
      bus.on('auth:required', () => {
        const { pathname, search } = window.location;
        if (LOGIN_PAGES.has(pathname)) return;
        navigation.to('login', {}, { [REDIRECT_QUERY]: pathname + search });
      }),
    ];
    return () => stops.forEach((stop) => stop());
  }, [bus, session, navigation]);

  return null;
}
