import { describe, expect, it } from '@jest/globals';
import { href, matchRoute, routeByName, ROUTES } from '@dating/shared-contracts';
import { redirectFor, sessionEndedOnMembersPage } from './redirects.js';
import { resolveRoute } from './current-route.js';
import { createNavigation } from './navigation.js';

describe('route matching and href', () => {
  it('matches every route of the table back from its href', () => {
    for (const route of ROUTES) {
      const params = Object.fromEntries([...route.path.matchAll(/:(\w+)/g)].map(([, key]) => [key!, '12']));
      expect(matchRoute(href(route.name, params))?.route.name).toBe(route.name);
    }
  });

  it('prefers static segments over parameters', () => {
    expect(matchRoute('/credits/repeat-order')?.route.name).toBe('credits-repeat-order');
    expect(matchRoute('/credits/5/ideal')).toMatchObject({ route: { name: 'credits-id-paymentmethod' }, params: { id: '5', paymentmethod: 'ideal' } });
    expect(matchRoute('/likes/m/3')?.route.name).toBe('likes-m-id');
    expect(matchRoute('/likes/received')?.route.name).toBe('likes-type');
  });

  it('gives the route, params and query host props carry', () => {
    expect(resolveRoute('/members/42', '?t=10&lb=1')?.current).toEqual({ name: 'members-id', params: { id: '42' }, query: { t: '10', lb: '1' }, path: '/members/42' });
    expect(resolveRoute('/no/such/page', '')).toBeNull();
  });
});

describe('redirects', () => {
  it('sends a logged-in member from home to members', () => {
    expect(redirectFor(routeByName('index'), true, '/')).toBe('/members');
    expect(redirectFor(routeByName('index'), false, '/')).toBeNull();
  });

  it('sends a logged-in member who opens login or signup to members', () => {
    expect(redirectFor(routeByName('login'), true, '/login')).toBe('/members');
    expect(redirectFor(routeByName('signup'), true, '/signup')).toBe('/members');
    expect(redirectFor(routeByName('login'), false, '/login')).toBeNull();
    expect(redirectFor(routeByName('signup'), false, '/signup')).toBeNull();
    // Signing up on the page itself keeps its completion message in view.
    expect(redirectFor(routeByName('signup'), true, '/signup', false)).toBeNull();
  });

  it('sends a visitor on a members-only page to login, to come back after', () => {
    expect(redirectFor(routeByName('chats-id'), false, '/chats/9?x=1')).toBe('/login?redirect=%2Fchats%2F9%3Fx%3D1');
    expect(redirectFor(routeByName('chats-id'), true, '/chats/9')).toBeNull();
    expect(redirectFor(routeByName('pricing'), false, '/pricing')).toBeNull();
  });

  it('leaves a member whose session ended on a members-only page to the shell’s auth:required answer, not to a redirect of the render', () => {
    expect(redirectFor(routeByName('chats-id'), false, '/chats/9', true)).toBeNull();
    expect(sessionEndedOnMembersPage(routeByName('chats-id'), false, true)).toBe(true);
    expect(sessionEndedOnMembersPage(routeByName('chats-id'), false, false)).toBe(false);
    expect(sessionEndedOnMembersPage(routeByName('chats-id'), true, true)).toBe(false);
    expect(sessionEndedOnMembersPage(routeByName('account-deleted'), false, true)).toBe(false);
  });

  it('lets a visitor open the search and profiles: the site’s logged_out_search decides, through the API', () => {
    expect(redirectFor(routeByName('members'), false, '/members')).toBeNull();
    expect(redirectFor(routeByName('members-id'), false, '/members/4')).toBeNull();
    expect(redirectFor(routeByName('swipe-game'), false, '/swipe-game')).toBe('/login?redirect=%2Fswipe-game');
  });
});

describe('navigation for remotes', () => {
  function setup() {
    const calls: unknown[] = [];
    const assigned: string[] = [];
    const location = { origin: 'https://site.test', assign: (url: string) => assigned.push(url), replace: (url: string) => assigned.push(url) };
    const navigation = createNavigation((to, options) => calls.push([to, options]), { location } as unknown as Window);
    return { navigation, calls, assigned };
  }

  it('goes to named routes and paths inside the page', () => {
    const { navigation, calls } = setup();
    navigation.to('members-id', { id: 5 }, { t: '3' });
    navigation.toPath('https://site.test/likes#top', { replace: true });
    navigation.back();
    expect(calls).toEqual([
      ['/members/5?t=3', { replace: undefined }],
      ['/likes#top', { replace: true }],
      [-1, undefined],
    ]);
  });

  it('lets the browser load other sites', () => {
    const { navigation, calls, assigned } = setup();
    navigation.toPath('https://pay.example/checkout');
    expect(assigned).toEqual(['https://pay.example/checkout']);
    expect(calls).toEqual([]);
  });
});
