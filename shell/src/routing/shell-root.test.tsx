import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { ShellRoot } from './shell-root.js';
import { renderInShell, type ShellTestOptions } from '../testing/render-shell.js';
import { BusReactions } from '../shell/bus-reactions.js';
import { memberFixture as member } from '@dating/remote-kit/testing';

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

function renderAt(path: string, options: ShellTestOptions = {}) {
  return renderInShell(
    <>
      <ShellRoot />
      <Where />
    </>,
    { path, ...options },
  );
}

beforeEach(() => {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('shell root', () => {
  it('redirects a logged-in member from home to members', async () => {
    renderAt('/', { member: member() });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/members$/));
  });

  it('sends a visitor on a members-only page to login', async () => {
    renderAt('/chats/3');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/login?redirect=%2Fchats%2F3'));
  });

  it('shows the 404 page inside the default layout for an unknown path', async () => {
    // One segment would be a site's token page (mf-landers); two name no route at all.
    renderAt('/no/such-page');
    expect(await screen.findByTestId('error-page')).toHaveAttribute('data-status', '404');
    expect(screen.getByTestId('top-navigation')).toBeInTheDocument();
    expect(screen.getByTestId('site-footer')).toBeInTheDocument();
  });

  it("mounts the route's owner in the layout it asks for", () => {
    renderAt('/login');
    expect(screen.getByTestId('remote-slot')).toHaveAttribute('data-remote', 'mf-account');
    expect(document.querySelector('[data-layout="default"]')).not.toBeNull();
  });

  it('uses the bare chat layout for chats', () => {
    renderAt('/chats', { member: member() });
    expect(document.querySelector('[data-layout="chat"]')).not.toBeNull();
    expect(screen.queryByTestId('top-navigation')).toBeNull();
    expect(screen.getByTestId('remote-slot')).toHaveAttribute('data-remote', 'mf-chat');
  });

  it('/logout ends the session and goes to the root', async () => {
    const { requests, session } = renderAt('/logout', { member: member(), routes: { 'GET /api/logout.php': { body: { ok: true } } } });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
    expect(requests).toEqual([{ method: 'GET', path: '/api/logout.php', body: undefined }]);
    expect(session.get().member).toBeNull();
  });

  it('shows the back button on marked pages only in the installed app', () => {
    const installed = renderAt('/profile', { member: member(), installed: true });
    expect(screen.getByTestId('app-back-button')).toBeInTheDocument();
    installed.unmount();
    const members = renderAt('/members', { member: member(), installed: true });
    expect(screen.queryByTestId('app-back-button')).toBeNull();
    members.unmount();
    renderAt('/profile', { member: member(), installed: false });
    expect(screen.queryByTestId('app-back-button')).toBeNull();
  });

  it('shows the language page of the shell itself', () => {
    renderAt('/lang-config');
    expect(screen.getByTestId('lang-config')).toBeInTheDocument();
  });
});

describe('a session that ends on a page for members', () => {
  /** A member on /notifications, with the shell's answer to 'auth:required' listening; `browserAt` is the URL the browser shows. */
  function memberOnNotifications(browserAt: string) {
    window.history.replaceState(null, '', browserAt);
    const shown = renderInShell(
      <>
        <ShellRoot />
        <BusReactions />
        <Where />
      </>,
      { path: '/notifications', member: member() },
    );
    act(() => shown.session.setMember(null));
    return shown;
  }

  afterEach(() => window.history.replaceState(null, '', '/'));

  it('sends the browser to login, to come back to the page it shows', async () => {
    const { navigations } = memberOnNotifications('/notifications');
    await waitFor(() => expect(navigations).toEqual([{ to: '/login?redirect=%2Fnotifications', replace: undefined }]));
  });

  it('leaves a browser that has already moved on (a deletion on its way to /account-deleted) where it is going', async () => {
    const { navigations } = memberOnNotifications('/account-deleted');
    // The render of the page being left is not where a guard acts: nothing navigates, no redirect is rendered.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(navigations).toEqual([]);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/notifications$/);
  });
});

describe('pages a member has no use for', () => {
  it('sends a logged-in member who opens /login or /signup to members', async () => {
    const login = renderAt('/login', { member: member() });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/members$/));
    login.unmount();
    renderAt('/signup', { member: member() });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/members$/));
  });

  it('keeps a visitor who signs up on /signup there, for the completion message', async () => {
    const { session } = renderAt('/signup');
    act(() => session.signIn(member()));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/signup$/);
  });
});
