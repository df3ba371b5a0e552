import { describe, expect, it } from '@jest/globals';
import { createEventBus, type AppEvents } from '@dating/shared-contracts';
import { SessionStore } from './session-store.js';
import { fetchCounts, newLikesTotal, unreadTotal } from './counts.js';
import { scriptedApi, type Routes } from '../testing/scripted-api.js';
import { member } from '../testing/fixtures.js';

const authRequired = { status: 403, body: { error: 'Log eerst in', code: 'auth_required', auth_required: true } };

function setup(routes: Routes) {
  const bus = createEventBus();
  let session: SessionStore | undefined;
  const scripted = scriptedApi(routes, (failure) => session?.endedByServer(failure));
  session = new SessionStore(scripted.api, bus);
  const events: string[] = [];
  bus.on('auth:required', () => events.push('auth:required'));
  bus.on('session:changed', ({ loggedIn }: AppEvents['session:changed']) => events.push(`session:${loggedIn}`));
  return { session, events, ...scripted };
}

describe('403 with the auth-required flag', () => {
  it('from any endpoint but the user endpoint logs the member out', async () => {
    const { session, api, events, requests } = setup({
      'GET /api/user.php': { body: { user: member() } },
      'GET /api/chats.php': authRequired,
      'GET /api/logout.php': { body: { ok: true } },
    });
    await session.refresh();
    expect(session.get().member).not.toBeNull();
    await expect(api.get('/api/chats.php')).rejects.toMatchObject({ status: 403 });
    expect(session.get().member).toBeNull();
    expect(events).toEqual(['session:true', 'session:false', 'auth:required']);
    expect(requests.map((r) => r.path)).toContain('/api/logout.php');
  });

  it('from the user endpoint leaves the member logged in', async () => {
    const { session, api } = setup({ 'GET /api/user.php': { body: { user: member() } }, 'PUT /api/user.php': authRequired });
    await session.refresh();
    await expect(api.put('/api/user.php', { language: 'de' })).rejects.toMatchObject({ status: 403 });
    expect(session.get().member).not.toBeNull();
  });
});

describe('session', () => {
  it('a visitor gets null from the user endpoint, never an error', async () => {
    const { session } = setup({ 'GET /api/user.php': { body: { user: null } } });
    await expect(session.refresh()).resolves.toMatchObject({ member: null, credits: 0 });
  });

  it('logout ends the server session and forgets the member', async () => {
    const { session, requests } = setup({ 'GET /api/user.php': { body: { user: member() } }, 'GET /api/logout.php': { body: { ok: true } } });
    await session.refresh();
    await session.logout();
    expect(session.get().member).toBeNull();
    expect(requests.at(-1)).toMatchObject({ method: 'GET', path: '/api/logout.php' });
  });

  it('takes new credits from a remote', async () => {
    const { session } = setup({ 'GET /api/user.php': { body: { user: member({ credits: 12 }) } } });
    await session.refresh();
    session.setCredits(2);
    expect(session.get()).toMatchObject({ credits: 2, member: { credits: 2 } });
  });
});

describe('badge totals', () => {
  it('add up unread messages over chats and new likes received', () => {
    expect(unreadTotal({ chats: [{ num_unread_messages: 2 }, { num_unread_messages: 0 }, { num_unread_messages: 5 }] })).toBe(7);
    expect(newLikesTotal({ liked_by: [{ like_new: true }, { like_new: false }, { like_new: true }] })).toBe(2);
  });

  it('keep the previous total when one endpoint fails', async () => {
    const { api } = setup({ 'GET /api/chats.php': { body: { chats: [{ num_unread_messages: 4 }] } }, 'GET /api/likes.php': { status: 500 } });
    await expect(fetchCounts(api, { unreadMessages: 1, newLikes: 9 })).resolves.toEqual({ unreadMessages: 4, newLikes: 9 });
  });
});
