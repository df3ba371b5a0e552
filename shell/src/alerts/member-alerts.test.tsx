import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemberAlerts } from './member-alerts.js';
import { isDismissed, rememberDismissal } from './dismissal.js';
import { renderInShell } from '../testing/render-shell.js';
import { memberFixture as member } from '@dating/remote-kit/testing';

beforeEach(() => localStorage.clear());

describe('dismissal memory', () => {
  it('stores the dismissal time under the key', () => {
    rememberDismissal(localStorage, 'hide-push-notification-alert', 1_700_000_000_000);
    expect(localStorage.getItem('hide-push-notification-alert')).toBe('1700000000000');
    expect(isDismissed(localStorage, 'hide-push-notification-alert')).toBe(true);
    expect(isDismissed(localStorage, 'hide-enrich-alert')).toBe(false);
  });

  it('survives storage that throws', () => {
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } };
    expect(isDismissed(broken, 'x')).toBe(false);
    expect(() => rememberDismissal(broken, 'x')).not.toThrow();
  });
});

describe('member alerts', () => {
  const noPhoto = () => member({}, { main_image: null });

  it('asks for a profile photo and remembers the dismissal under hide-enrich-alert', async () => {
    const user = userEvent.setup();
    const first = renderInShell(<MemberAlerts route={null} />, { member: noPhoto() });
    expect(screen.getByTestId('profile-photo-alert')).toHaveTextContent('Add a profile photo');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('profile-photo-alert')).toBeNull();
    expect(Number(localStorage.getItem('hide-enrich-alert'))).toBeGreaterThan(0);
    first.unmount();

    renderInShell(<MemberAlerts route={null} />, { member: noPhoto() });
    expect(screen.queryByTestId('profile-photo-alert')).toBeNull();
  });

  it('reminds a not-confirmed member with a disabled profile to activate', () => {
    renderInShell(<MemberAlerts route={null} />, { member: member({ status: 'not_confirmed' }, { status: 'disabled' }) });
    expect(screen.getByTestId('activation-alert')).toHaveTextContent('Confirm your e-mail address');
  });

  it('offers the unconfirmed member "send again" and "wrong address? change it"', async () => {
    const user = userEvent.setup();
    const { requests } = renderInShell(<MemberAlerts route={null} />, {
      member: member({ status: 'not_confirmed', email: 'typo@exmaple.com' }, { status: 'disabled' }),
      routes: { 'POST /api/activate.php': { body: { ok: true } } },
    });
    expect(screen.getByRole('link', { name: 'Wrong address? Change it' })).toHaveAttribute('href', '/complete-signup?address=change');
    await user.click(screen.getByRole('button', { name: 'Send again' }));
    expect(await screen.findByTestId('activation-alert-sent')).toHaveTextContent('typo@exmaple.com');
    expect(requests.filter((request) => request.method === 'POST' && request.path === '/api/activate.php')).toHaveLength(1);
  });

  it('on a smartphone right after an API signup, the modal offers the same way out as the banner', async () => {
    const user = userEvent.setup();
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({ matches: true, media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
    try {
      const route = { name: 'members' as const, params: {}, query: { api_signup_complete: '1' }, path: '/members' };
      const { requests } = renderInShell(<MemberAlerts route={route} />, {
        member: member({ status: 'not_confirmed', email: 'typo@exmaple.com' }, { status: 'disabled' }),
        routes: { 'POST /api/activate.php': { body: { ok: true } } },
      });
      const modal = await screen.findByTestId('activation-modal');
      expect(screen.queryByTestId('activation-alert')).toBeNull();
      expect(within(modal).getByRole('link', { name: 'Wrong address? Change it' })).toHaveAttribute('href', '/complete-signup?address=change');
      await user.click(within(modal).getByRole('button', { name: 'Send again' }));
      expect(await within(modal).findByTestId('activation-modal-sent')).toHaveTextContent('typo@exmaple.com');
      expect(requests.filter((request) => request.method === 'POST' && request.path === '/api/activate.php')).toHaveLength(1);
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('on /complete-signup the page itself offers the way out: the banner only reminds', () => {
    const route = { name: 'complete-signup' as const, params: {}, query: {}, path: '/complete-signup' };
    renderInShell(<MemberAlerts route={route} />, { member: member({ status: 'not_confirmed' }, { status: 'disabled' }) });
    expect(screen.getByTestId('activation-alert')).toHaveTextContent('Confirm your e-mail address');
    expect(screen.queryByTestId('activation-alert-resend')).toBeNull();
    expect(screen.queryByTestId('activation-alert-change')).toBeNull();
  });

  it('says why "send again" was refused (the API’s translated limit)', async () => {
    const user = userEvent.setup();
    renderInShell(<MemberAlerts route={null} />, {
      member: member({ status: 'not_confirmed' }, { status: 'disabled' }),
      routes: { 'POST /api/activate.php': { status: 429, body: { code: 'rate_limited', error: 'Too many requests, try again shortly.' } } },
    });
    await user.click(screen.getByRole('button', { name: 'Send again' }));
    expect(await screen.findByTestId('activation-alert-problem')).toHaveTextContent('Too many requests');
    expect(screen.getByRole('button', { name: 'Send again' })).toBeInTheDocument();
  });

  it('shows nothing to a confirmed member with a photo', () => {
    renderInShell(<MemberAlerts route={null} />, { member: member() });
    expect(screen.queryByTestId('activation-alert')).toBeNull();
    expect(screen.queryByTestId('profile-photo-alert')).toBeNull();
  });

  it('says some e-mails are off, links to the settings and remembers the dismissal', async () => {
    const user = userEvent.setup();
    const first = renderInShell(<MemberAlerts route={null} />, { member: member({ notifications_disabled: ['message'] }) });
    expect(screen.getByTestId('disabled-notifications-alert')).toHaveTextContent('You do not get every e-mail');
    expect(screen.getByRole('link', { name: 'Choose your e-mails' })).toHaveAttribute('href', '/notifications');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(Number(localStorage.getItem('hide-disabled-notifications-alert'))).toBeGreaterThan(0);
    first.unmount();
    renderInShell(<MemberAlerts route={null} />, { member: member({ notifications_disabled: ['message'] }) });
    expect(screen.queryByTestId('disabled-notifications-alert')).toBeNull();
  });

  it('shows nothing to a visitor', () => {
    renderInShell(<MemberAlerts route={null} />, { member: null });
    expect(screen.queryByTestId('member-alerts')).toBeNull();
  });
});
