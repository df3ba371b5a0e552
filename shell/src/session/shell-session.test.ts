import { describe, expect, it } from '@jest/globals';
import { createEventBus } from '@dating/shared-contracts';
import { createShellSession, type ShellSession } from './shell-session.js';
import { badgeCounts } from './counts.js';
import { createPageStore } from '../shell/page-store.js';
import { scriptedApi, type Routes } from '../testing/scripted-api.js';
import { memberFixture as member } from '@dating/remote-kit/testing';

const authRequired = { status: 403, body: { error: 'Log eerst in', code: 'auth_required', auth_required: true } };

function setup(routes: Routes) {
  const bus = createEventBus();
  let session: ShellSession | undefined;
  const scripted = scriptedApi(routes, (failure) => session?.endedByServer(failure));
  session = createShellSession({ api: scripted.api, bus, store: createPageStore() });
  const events: string[] = [];
  bus.on('auth:required', () => events.push('auth:required'));
  // What an app sees through subscribe: each login and logout, once.
  let loggedIn = false;
  session.subscribe(({ member }) => {
    if (Boolean(member) !== loggedIn) events.push(`session:${(loggedIn = Boolean(member))}`);
  });
  return { session, events, ...scripted };
}

describe('one session owner', () => {
  it('signIn takes the login answer without a request and announces it once', () => {
    const { session, events, requests } = setup({});
    const seen: (number | undefined)[] = [];
    session.subscribe((snapshot) => seen.push(snapshot.member?.id));
    session.signIn(member({ id: 31, credits: 7 }));
    expect(requests).toEqual([]);
    expect(session.get()).toMatchObject({ member: { id: 31 }, credits: 7, counts: { messages: 0, likes: 0 } });
    expect(events).toEqual(['session:true']);
    expect(seen).toEqual([31]);
  });

  it('signOut ends the server session, forgets the member and announces it', async () => {
    const { session, events, requests } = setup({ 'GET /api/logout.php': { body: { ok: true } } });
    session.signIn(member());
    await session.signOut();
    expect(session.get()).toMatchObject({ member: null, credits: 0 });
    expect(requests).toEqual([{ method: 'GET', path: '/api/logout.php', body: undefined }]);
    expect(events).toEqual(['session:true', 'session:false']);
  });

  it('a refetch that left as a visitor does not undo a login that happened meanwhile', async () => {
    let answer: () => void = () => undefined;
    const slow = scriptedApi({ 'GET /api/user.php': { body: { user: null } } });
    const api = { ...slow.api, call: ((...args: Parameters<typeof slow.api.call>) => new Promise((resolve) => (answer = () => resolve(slow.api.call(...args) as never)))) as typeof slow.api.call };
    const delayed = createShellSession({ api, bus: createEventBus(), store: createPageStore() });
    const refetch = delayed.refresh();
    delayed.signIn(member({ id: 5 }));
    answer();
    await refetch;
    expect(slow.requests.map((r) => r.path)).toEqual(['/api/user.php']);
    expect(delayed.get().member?.id).toBe(5);
  });
});

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

  it('takes new credits from a remote', async () => {
    const { session } = setup({ 'GET /api/user.php': { body: { user: member({ credits: 12 }) } } });
    await session.refresh();
    session.setCredits(2);
    expect(session.get()).toMatchObject({ credits: 2, member: { credits: 2 } });
  });

  it('a refetch that answers the same member keeps the object held and tells no app; a changed one does', async () => {
    let answer = member({ id: 31, credits: 12 });
    const { session } = setup({ 'GET /api/user.php': () => ({ body: { user: answer } }) });
    session.signIn(member({ id: 31, credits: 12 }));
    const held = session.get().member;
    const heard: number[] = [];
    session.subscribe((snapshot) => heard.push(snapshot.credits));
    await session.refresh();
    expect(session.get().member).toBe(held);
    expect(heard).toEqual([]);
    answer = member({ id: 31, credits: 9 });
    await session.refresh();
    expect(heard).toEqual([9]);
  });
});

describe('badge totals', () => {
  it('are one record from GET /api/counts.php, keyed by BadgeKey', async () => {
    const { session, requests } = setup({ 'GET /api/counts.php': { body: { counts: { messages: 4, likes: 2 } } } });
    session.signIn(member());
    await session.refreshCounts();
    expect(session.get().counts).toEqual({ messages: 4, likes: 2 });
    expect(requests.map((r) => r.path)).toEqual(['/api/counts.php']);
  });

  it('stay zero while the server has no counts endpoint (404)', async () => {
    const { session } = setup({});
    session.signIn(member());
    await expect(session.refreshCounts()).resolves.toEqual({ messages: 0, likes: 0 });
  });

  it('are not read for a visitor and are forgotten at logout', async () => {
    const { session, requests } = setup({ 'GET /api/counts.php': { body: { counts: { messages: 1, likes: 1 } } }, 'GET /api/logout.php': { body: {} } });
    await session.refreshCounts();
    expect(requests).toEqual([]);
    session.signIn(member());
    await session.refreshCounts();
    await session.signOut();
    expect(session.get().counts).toEqual({ messages: 0, likes: 0 });
  });

  it('remember the number of the last server event they include, and take totals an event carries', async () => {
    const { session } = setup({ 'GET /api/counts.php': { body: { counts: { messages: 4, likes: 2 }, seq: 17 } } });
    expect(session.countsSeq()).toBeNull();
    session.signIn(member());
    await session.refreshCounts();
    expect(session.countsSeq()).toBe(17);
    session.mergeCounts({ likes: 5 });
    expect(session.get().counts).toEqual({ messages: 4, likes: 5 });
    // The same totals again (a refetch, an event that changes nothing) tell no app.
    const heard: unknown[] = [];
    const stop = session.subscribe((snapshot) => heard.push(snapshot.counts));
    session.mergeCounts({ likes: 5 });
    expect(heard).toEqual([]);
    stop();
    // Nonsense from an event changes nothing.
    session.mergeCounts({ likes: -1, unknown: 3 } as never);
    expect(session.get().counts).toEqual({ messages: 4, likes: 5 });
    await session.signOut();
    expect(session.countsSeq()).toBeNull();
    session.mergeCounts({ likes: 9 });
    expect(session.get().counts).toEqual({ messages: 0, likes: 0 });
  });

  it('leave the member the same object when they change, so what reads only the member (a remote page through useMember) does not render again', () => {
    const { session } = setup({});
    session.signIn(member({ id: 31, credits: 7 }));
    const before = session.get();
    session.mergeCounts({ messages: 2 });
    expect(session.get()).not.toBe(before);
    expect(session.get().member).toBe(before.member);
    expect(session.get().credits).toBe(7);
  });

  it('read a missing or broken total as zero', () => {
    expect(badgeCounts({ counts: { messages: 3 } })).toEqual({ messages: 3, likes: 0 });
    expect(badgeCounts({ counts: { messages: -2, likes: Number.NaN } })).toEqual({ messages: 0, likes: 0 });
  });
});
