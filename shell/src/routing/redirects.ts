/**
 * Redirects of spec section 2: home, login and signup go to members for a logged-in member, and
 * a page for members only sends a visitor to login (coming back afterwards). '/logout' is handled apart
 * (logout.tsx) because it acts before it redirects.
 */
import { MEMBER_HOME_ROUTES, href, type RouteDefinition } from '@dating/shared-contracts';

/** The path of the logout route. */
export const LOGOUT_PATH = '/logout';
/** Query parameter that tells login where to go back to. */
export const REDIRECT_QUERY = 'redirect';


/** Where to send the browser instead of showing `route`, or null to show it. */
export function redirectFor(route: RouteDefinition | null, loggedIn: boolean, currentUrl: string, arrivedLoggedIn = loggedIn): string | null {
  if (!route) return null;
  if (route.name === 'index' && loggedIn) return href('members');
  if (arrivedLoggedIn && loggedIn && MEMBER_HOME_ROUTES.has(route.name)) return href('members');
  if (route.auth && !loggedIn) return href('login', {}, { [REDIRECT_QUERY]: currentUrl });
  return null;
}
