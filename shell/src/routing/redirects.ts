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


/**
 * Where to send the browser instead of showing `route`, or null to show it. A visitor who opens a
 * page for members goes to login; a member whose session ends on one is not sent from here (see
 * sessionEndedOnMembersPage).
 */
export function redirectFor(route: RouteDefinition | null, loggedIn: boolean, currentUrl: string, arrivedLoggedIn = loggedIn): string | null {
  if (!route) return null;
  if (route.name === 'index' && loggedIn) return href('members');
  if (arrivedLoggedIn && loggedIn && MEMBER_HOME_ROUTES.has(route.name)) return href('members');
  if (route.auth && !loggedIn && !arrivedLoggedIn) return href('login', {}, { [REDIRECT_QUERY]: currentUrl });
  return null;
}

/**
 * Whether the session ended on a page for members the member had opened logged in. The shell
 * then asks for a login as for a session the server ended ('auth:required'), which sends the
 * browser on from the page it shows by then. A redirect from this render would act for the page
 * the render shows, which may be one the browser has already left: the router renders a
 * navigation as a transition, so a session ending while one is under way renders the old page
 * once more (an account deletion ends every session and moves on to /account-deleted, and the
 * member was sent from there to the login form).
 */
export function sessionEndedOnMembersPage(route: RouteDefinition | null, loggedIn: boolean, arrivedLoggedIn: boolean): boolean {
  return Boolean(route?.auth) && !loggedIn && arrivedLoggedIn;
}
