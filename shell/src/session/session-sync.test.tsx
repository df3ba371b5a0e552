import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act } from '@testing-library/react';
import { SessionSync } from './session-sync.js';
import { renderInShell } from '../testing/render-shell.js';
import { memberFixture as member } from '@dating/remote-kit/testing';
import type { Routes } from '../testing/scripted-api.js';

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

const memberRoutes: Routes = {
  'GET /api/user.php': { body: { user: member() } },
  'GET /api/counts.php': { body: { counts: { messages: 2, likes: 1 } } },
};

function renderSync(push: boolean, routes: Routes = memberRoutes) {
  const rendered = renderInShell(<SessionSync pushSubscribed={async () => push} />, { member: member(), routes });
  const userReads = () => rendered.requests.filter((r) => r.path === '/api/user.php').length;
  return { ...rendered, userReads };
}

describe('member refetch', () => {
  it('runs first 5 s after mount, then every 60 s', async () => {
    const { userReads } = renderSync(false);
    await act(() => jest.advanceTimersByTimeAsync(4_999));
    expect(userReads()).toBe(0);
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(userReads()).toBe(1);
    await act(() => jest.advanceTimersByTimeAsync(59_990));
    expect(userReads()).toBe(1);
    await act(() => jest.advanceTimersByTimeAsync(20));
    expect(userReads()).toBe(2);
  });

  it('runs every 300 s while the browser is subscribed to push', async () => {
    const { userReads } = renderSync(true);
    await act(() => jest.advanceTimersByTimeAsync(5_000));
    expect(userReads()).toBe(1);
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(userReads()).toBe(1);
    await act(() => jest.advanceTimersByTimeAsync(240_010));
    expect(userReads()).toBe(2);
  });

  it('keeps going after a failed refetch, keeping the member', async () => {
    const { userReads, session } = renderSync(false, { ...memberRoutes, 'GET /api/user.php': { status: 500 } });
    await act(() => jest.advanceTimersByTimeAsync(65_010));
    expect(userReads()).toBe(2);
    expect(session.get().member).not.toBeNull();
  });

  it('takes the answer into the session: a member the server no longer knows is logged out', async () => {
    const { session } = renderSync(false, { ...memberRoutes, 'GET /api/user.php': { body: { user: null } } });
    await act(() => jest.advanceTimersByTimeAsync(5_000));
    expect(session.get().member).toBeNull();
  });

  it('revalidates when the window regains focus', async () => {
    const { userReads } = renderSync(false);
    // swr ignores focus for its throttle interval (5 s) after mount.
    await act(() => jest.advanceTimersByTimeAsync(30_000));
    const before = userReads();
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
      await jest.advanceTimersByTimeAsync(10);
    });
    expect(userReads()).toBe(before + 1);
  });
});

describe('badge totals', () => {
  it('are read as soon as a member is there, into the session', async () => {
    const { session, requests } = renderSync(false);
    await act(() => jest.advanceTimersByTimeAsync(10));
    expect(requests.map((r) => r.path)).toEqual(['/api/counts.php']);
    expect(session.get().counts).toEqual({ messages: 2, likes: 1 });
  });

  it('are never read for a visitor', async () => {
    const { requests } = renderInShell(<SessionSync pushSubscribed={async () => false} />, { routes: { 'GET /api/user.php': { body: { user: null } } } });
    await act(() => jest.advanceTimersByTimeAsync(70_000));
    expect(requests.map((r) => r.path)).not.toContain('/api/counts.php');
  });
});
