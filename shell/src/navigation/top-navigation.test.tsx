import { describe, expect, it, jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TopNavigation } from './top-navigation.js';
import { renderInShell } from '../testing/render-shell.js';
import { memberFixture as member } from '@dating/remote-kit/testing';
import { topBarHeightVar } from '@dating/shared-ui';

describe('top navigation', () => {
  it('shows a login button and no member entries to a visitor', () => {
    renderInShell(<TopNavigation />);
    expect(screen.getByTestId('nav-login')).toHaveAttribute('href', '/login');
    expect(screen.queryByTestId('nav-chats')).toBeNull();
    expect(screen.queryByTestId('profile-dropdown')).toBeNull();
  });

  it('caps the unread badge at 99+ and shows new likes', async () => {
    const { session } = renderInShell(<TopNavigation />, { member: member(), counts: { messages: 150, likes: 3 } });
    await act(() => session.refreshCounts());
    expect(screen.getByTestId('nav-unread-badge')).toHaveTextContent('99+');
    expect(screen.getByTestId('nav-unread-badge')).toHaveAccessibleName('150 unread messages');
    expect(screen.getByTestId('nav-likes-badge')).toHaveTextContent('3');
  });

  it('hides badges at zero, and the credits badge of a free member above 10 credits', () => {
    renderInShell(<TopNavigation />, { member: member({ paid_user: false, credits: 50 }) });
    expect(screen.queryByTestId('nav-unread-badge')).toBeNull();
    expect(screen.queryByTestId('nav-likes-badge')).toBeNull();
    expect(screen.queryByTestId('nav-credits-badge')).toBeNull();
  });

  it('offers credits to a paying member and premium to the others, with the low-credits badge', () => {
    const paying = renderInShell(<TopNavigation />, { member: member({ paid_user: true, credits: 4 }) });
    expect(screen.getByTestId('nav-credits')).toHaveAttribute('href', '/credits');
    expect(screen.getByTestId('nav-credits-badge')).toHaveAttribute('data-kind', 'warning');
    paying.unmount();

    renderInShell(<TopNavigation />, { member: member({ paid_user: false, credits: 0 }) });
    expect(screen.queryByTestId('nav-credits')).toBeNull();
    expect(screen.getByTestId('nav-premium')).toHaveAttribute('href', '/premium');
    expect(screen.getByTestId('nav-credits-badge')).toHaveAttribute('data-kind', 'danger');
    expect(screen.getByTestId('nav-credits-badge')).toHaveTextContent('0');
  });

  it('shows the badge as a credit balance: a coin, the number and its name, not a bare red count', () => {
    renderInShell(<TopNavigation />, { member: member({ paid_user: false, credits: 0 }) });
    const balance = screen.getByTestId('nav-credits-badge');
    expect(balance).toHaveAccessibleName('0 credits left');
    expect(balance).toHaveAttribute('title', '0 credits left');
    expect(balance.querySelector('svg')).not.toBeNull();
    // The entry is named as what it is: premium, and the balance that comes with it.
    expect(screen.getByTestId('nav-premium')).toHaveAccessibleName('Premium 0 credits left');
  });

  it('shows a paying member their balance at every amount', () => {
    renderInShell(<TopNavigation />, { member: member({ paid_user: true, credits: 250 }) });
    const balance = screen.getByTestId('nav-credits-badge');
    expect(balance).toHaveAttribute('data-kind', 'plain');
    expect(balance).toHaveAccessibleName('250 credits left');
    expect(screen.getByTestId('nav-credits')).toHaveAccessibleName('Credits 250 credits left');
  });

  it('leads to the swipe game and the match finder from the Discover menu', async () => {
    const user = userEvent.setup();
    renderInShell(<TopNavigation />, { member: member() });
    await user.click(screen.getByTestId('nav-discover'));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByTestId('nav-discover-swipe-game')).toHaveAttribute('href', '/swipe-game');
    expect(within(menu).getByTestId('nav-discover-match-finder')).toHaveAttribute('href', '/match-finder');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Swipe', 'Match finder']);
    // On phones the same menu is a compass in the bar's first row (CSS shows one of the two), named by its text.
    expect(screen.getByTestId('nav-discover-compact')).toHaveAccessibleName('Discover');
  });

  it('says which discovery page is open: the toggle looks active, is named for the page, and the menu marks it', async () => {
    const user = userEvent.setup();
    renderInShell(<TopNavigation />, { member: member(), path: '/swipe-game' });
    for (const testId of ['nav-discover', 'nav-discover-compact']) {
      const toggle = screen.getByTestId(testId);
      expect(toggle).toHaveAttribute('data-current');
      expect(toggle).toHaveAccessibleName('Discover: Swipe');
    }
    await user.click(screen.getByTestId('nav-discover-compact'));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByTestId('nav-discover-swipe-game')).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByTestId('nav-discover-match-finder')).not.toHaveAttribute('aria-current');
  });

  it('leaves the Discover toggle plain elsewhere', () => {
    renderInShell(<TopNavigation />, { member: member(), path: '/members' });
    expect(screen.getByTestId('nav-discover-compact')).not.toHaveAttribute('data-current');
    expect(screen.getByTestId('nav-discover')).not.toHaveAttribute('data-current');
  });

  it("shows the member's photo in the profile button, named first by the visible name", () => {
    renderInShell(<TopNavigation />, { member: member({}, { name: 'Anna', main_image: { filename: 'a.jpg', thumb_filename: 'a-thumb.jpg' } }) });
    const button = screen.getByTestId('profile-dropdown');
    expect(button.querySelector('img')).toHaveAttribute('src', '/media/a-thumb.jpg');
    expect(button.getAttribute('aria-label')).toMatch(/^Anna /);
  });

  it('opens the profile menu from the keyboard with my profile, settings and logout', async () => {
    const user = userEvent.setup();
    renderInShell(<TopNavigation />, { member: member() });
    screen.getByTestId('profile-dropdown').focus();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu');
    expect(within(menu).getByTestId('profile-menu-profile')).toHaveAttribute('href', '/profile');
    expect(within(menu).getByTestId('profile-menu-settings')).toHaveAttribute('href', '/notifications');
    expect(within(menu).getByTestId('profile-menu-logout')).toHaveAttribute('href', '/logout');
    expect(document.activeElement).toBe(within(menu).getByTestId('profile-menu-profile'));
  });

  it('shows the main photo’s thumbnail in the top bar, initials without a photo', () => {
    const withPhoto = renderInShell(<TopNavigation />, { member: member({}, { main_image: { filename: 'p/1-400.webp', thumb_filename: 'p/1-120.webp' } }) });
    expect(within(screen.getByTestId('profile-avatar')).getByRole('presentation', { hidden: true })).toHaveAttribute('src', '/media/p/1-120.webp');
    withPhoto.unmount();
    renderInShell(<TopNavigation />, { member: member({}, { main_image: null }) });
    expect(screen.getByTestId('profile-avatar').querySelector('img')).toBeNull();
  });

  it('shows the language menu only where the country has more than one language', async () => {
    const nl = renderInShell(<TopNavigation />, { settings: { geoip_country: 'NL' }, locale: 'nl' });
    expect(screen.queryByTestId('language-dropdown')).toBeNull();
    nl.unmount();

    const user = userEvent.setup();
    const { cookies } = renderInShell(<TopNavigation />, { settings: { geoip_country: 'BE' }, locale: 'nl' });
    await user.click(screen.getByTestId('language-dropdown'));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['✓ Nederlands', 'Français', 'Deutsch']);
    await user.click(screen.getByTestId('language-option-fr'));
    expect(cookies[0]).toMatch(/^i18n_redirected=fr;/);
  });

  it('always lets an NL member who picked English get back to Nederlands', async () => {
    const user = userEvent.setup();
    const { cookies } = renderInShell(<TopNavigation />, { member: member({ language: 'en' }, { country: 'NL' }), locale: 'en' });
    await user.click(screen.getByTestId('language-dropdown'));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Nederlands', '✓ English']);
    await user.click(screen.getByTestId('language-option-nl'));
    expect(cookies[0]).toMatch(/^i18n_redirected=nl;/);
  });

  it('keeps its height in the shared CSS variable while shown, so the toasts sit below it', () => {
    // jsdom lays nothing out: the bar's box is given, as a phone's two-row bar would measure.
    const measure = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ height: 109.5 } as DOMRect);
    const root = document.documentElement.style;
    const shown = renderInShell(<TopNavigation />, { member: member() });
    expect(root.getPropertyValue(topBarHeightVar)).toBe('109.5px');
    shown.unmount();
    // A layout without the bar (chat, empty) leaves nothing to keep clear of.
    expect(root.getPropertyValue(topBarHeightVar)).toBe('');
    measure.mockRestore();
  });
});
