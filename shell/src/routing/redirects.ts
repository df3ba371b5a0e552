/**
 * Redirects of spec section 2: home, login and signup go to members for a logged-in member, and
 * a page for members only sends a visitor to login (coming back afterwards). '/logout' is handled apart
 * (logout.tsx) because it acts before it redirects.
 */
import { href, type RouteDefinition, type RouteName } from '@dating/shared-contracts';

/** The path of the logout route. */
export const LOGOUT_PATH = '/logout';
/** Query parameter that tells login where to go back to. */
export const REDIRECT_QUERY = 'redirect';

/**
 * Pages a member who arrives logged in has no use for: they go to the members page instead. A
 * member who logs in or signs up on them stays for what the page says next (its own navigation).
 */
const MEMBER_HOME_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>(['login', 'signup']);

/** Where to send the browser instead of showing `route`, or null to show it. */
export function redirectFor(route: RouteDefinition | null, loggedIn: boolean, currentUrl: string, arrivedLoggedIn = loggedIn): string | null {
  if (!route) return null;
  if (route.name === 'index' && loggedIn) return href('members');
  if (arrivedLoggedIn && loggedIn && MEMBER_HOME_ROUTES.has(route.name)) return href('members');
  if (route.auth && !loggedIn) return href('login', {}, { [REDIRECT_QUERY]: currentUrl });
  return null;
}
