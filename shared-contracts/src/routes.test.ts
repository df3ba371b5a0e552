import { describe, expect, it } from 'vitest';
import { ROUTES, href, matchRoute } from './routes.js';

describe('route table', () => {
  it('has every route name the spec lists, once', () => {
    const names = ROUTES.map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of ['index', 'members', 'members-id', 'chats', 'chats-id', 'likes', 'likes-type', 'likes-m-id', 'credits', 'credits-id-paymentmethod', 'credits-repeat-order', 'premium', 'profile', 'notifications', 'login', 'signup', 'complete-signup', 'pricing', 'complaints', 'pages-terms']) {
      expect(names).toContain(name);
    }
  });

  it('builds links with and without optional parameters', () => {
    expect(href('members-id', { id: 12 })).toBe('/members/12');
    expect(href('credits-id-paymentmethod', { id: 3 })).toBe('/credits/3');
    expect(href('credits-id-paymentmethod', { id: 3, paymentmethod: 'ideal' })).toBe('/credits/3/ideal');
    expect(href('index')).toBe('/');
    expect(href('login', {}, { next: '/chats' })).toBe('/login?next=%2Fchats');
    expect(() => href('members-id')).toThrow(/needs parameter id/);
    // @ts-expect-error a name outside the table does not compile; at run time it still throws.
    expect(() => href('nope')).toThrow(/Unknown route/);
  });

  it('matches static routes before parameter routes', () => {
    expect(matchRoute('/credits/repeat-order')?.route.name).toBe('credits-repeat-order');
    expect(matchRoute('/credits/7/paypal')).toMatchObject({ route: { name: 'credits-id-paymentmethod' }, params: { id: '7', paymentmethod: 'paypal' } });
    expect(matchRoute('/likes/m/5')).toMatchObject({ route: { name: 'likes-m-id' }, params: { id: '5' } });
    expect(matchRoute('/likes/given')).toMatchObject({ route: { name: 'likes-type' }, params: { type: 'given' } });
    expect(matchRoute('/members/9/chat')?.route.owner).toBe('mf-chat');
    expect(matchRoute('/reset-password/do')?.route.name).toBe('reset-password-do');
    expect(matchRoute('/landers/video')?.route.name).toBe('landers-video');
    expect(matchRoute('/landers/video/summer')?.params).toEqual({ slug: 'summer' });
    expect(matchRoute('/members/')?.route.name).toBe('members');
    expect(matchRoute('/does/not/exist')).toBeNull();
  });

  it('leaves one free segment to the site token pages, after every named route', () => {
    expect(matchRoute('/about-us')).toMatchObject({ route: { name: 'pages-token' }, params: { token: 'about-us' } });
    expect(matchRoute('/login')?.route.name).toBe('login');
    expect(matchRoute('/pricing')?.route.name).toBe('pricing');
    expect(matchRoute('/')?.route.name).toBe('index');
  });
});
