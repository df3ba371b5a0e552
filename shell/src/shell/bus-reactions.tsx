/**
 * How the shell answers app-bus events that no screen of its own listens for: 'auth:required'
 * sends the visitor to login (then back to the page). The signup modal, the toasts and the page
 * swap listen in their own components.
 */
import { useEffect } from 'react';
import { useServices } from './services.js';
import { REDIRECT_QUERY } from '../routing/redirects.js';

/**
 * Pages where asking to log in again would be pointless. /account-deleted is where a member whose
 * sessions the server has just ended lands (the deletion flow navigates there, then the page reads
 * the member again): a badge or likes call answered 401 in between used to send them on to the
 * login form, over the page that explains the 14 days, and that page's own first action is logging in.
 */
const LOGIN_PAGES = new Set(['/login', '/signup', '/account-deleted']);

export function BusReactions() {
  const { bus, navigation } = useServices();

  useEffect(() => {
    const stops = [
      bus.on('auth:required', () => {
        const { pathname, search } = window.location;
        if (LOGIN_PAGES.has(pathname)) return;
        navigation.to('login', {}, { [REDIRECT_QUERY]: pathname + search });
      }),
    ];
    return () => stops.forEach((stop) => stop());
  }, [bus, navigation]);

  return null;
}
