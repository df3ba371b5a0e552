import { expect, jest, test } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { Dropdown } from './dropdown';

function renderMenu() {
  const profile = jest.fn();
  const logout = jest.fn();
  render(
    <>
      <Dropdown
        label="Anna"
        testId="profile-menu"
        items={[
          { id: 'profile', label: 'Mijn profiel', onSelect: profile },
          { id: 'settings', label: 'Instellingen', href: '/notifications' },
          { id: 'logout', label: 'Uitloggen', onSelect: logout },
        ]}
      />
      <p>outside</p>
    </>,
  );
  return { profile, logout, toggle: screen.getByRole('button', { name: 'Anna' }) };
}

test('is closed at first and says it opens a menu', () => {
  const { toggle } = renderMenu();
  expect(toggle).toHaveAttribute('aria-haspopup', 'menu');
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('menu')).toBeNull();
});

test('Enter opens on the first item; arrows wrap; Escape closes and refocuses the button', () => {
  const { toggle } = renderMenu();
  fireEvent.keyDown(toggle, { key: 'Enter' });
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const items = screen.getAllByRole('menuitem');
  expect(items[0]).toHaveFocus();
  fireEvent.keyDown(items[0]!, { key: 'ArrowDown' });
  expect(items[1]).toHaveFocus();
  fireEvent.keyDown(items[1]!, { key: 'ArrowDown' });
  fireEvent.keyDown(items[2]!, { key: 'ArrowDown' });
  expect(items[0]).toHaveFocus();
  fireEvent.keyDown(items[0]!, { key: 'ArrowUp' });
  expect(items[2]).toHaveFocus();
  fireEvent.keyDown(items[2]!, { key: 'Escape' });
  expect(screen.queryByRole('menu')).toBeNull();
  expect(toggle).toHaveFocus();
});

test('ArrowUp opens on the last item and Space chooses it', () => {
  const { toggle, logout } = renderMenu();
  fireEvent.keyDown(toggle, { key: 'ArrowUp' });
  const last = screen.getByRole('menuitem', { name: 'Uitloggen' });
  expect(last).toHaveFocus();
  fireEvent.keyDown(last, { key: ' ' });
  expect(logout).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('menu')).toBeNull();
});

test('Space on the button opens it; Enter on an action item chooses it', () => {
  const { toggle, profile } = renderMenu();
  fireEvent.keyDown(toggle, { key: ' ' });
  fireEvent.keyDown(screen.getByRole('menuitem', { name: 'Mijn profiel' }), { key: 'Enter' });
  expect(profile).toHaveBeenCalledTimes(1);
});

test('a click opens, a link item has its href, and a click outside closes', () => {
  const { toggle } = renderMenu();
  fireEvent.click(toggle);
  expect(screen.getByRole('menuitem', { name: 'Instellingen' })).toHaveAttribute('href', '/notifications');
  fireEvent.mouseDown(screen.getByText('outside'));
  expect(screen.queryByRole('menu')).toBeNull();
});

test('a menu that escapes its row is placed against the viewport at the toggle, inside the screen', () => {
  render(<Dropdown label="Ontdekken" escapeOverflow testId="discover" items={[{ id: 'swipe', label: 'Swipen', href: '/swipe-game' }]} />);
  const toggle = screen.getByTestId('discover');
  // jsdom lays nothing out: the toggle sits near a 375 px screen's right edge, the menu is 200 px wide.
  jest.spyOn(toggle, 'getBoundingClientRect').mockReturnValue({ left: 250, right: 330, top: 60, bottom: 104 } as DOMRect);
  const width = jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(200);
  window.innerWidth = 375;
  fireEvent.click(toggle);
  const menu = screen.getByRole('menu');
  expect(menu.style.position).toBe('fixed');
  expect(menu.style.top).toBe('104px');
  expect(menu.style.left).toBe('167px');
  width.mockRestore();
});
