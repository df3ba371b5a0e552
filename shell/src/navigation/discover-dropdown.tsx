/**
 * The bar's "Discover" menu: the other ways to meet people than the search, the swipe game and
 * the match finder. On wide screens it is an entry beside the search, with its name; on phones the
 * entries row has no room for a fifth entry in the long-word languages (fi, fr, pl), so it is a
 * compass in the bar's first row, named for assistive technology. On a discovery page the toggle
 * looks active like the bar's entries, its name says which page (compass "Ontdekken: Swipespel"),
 * and the menu marks that page (aria-current).
 */
import { useLocation, useNavigate } from 'react-router';
import { Compass, Dropdown } from '@dating/shared-ui';
import { href } from '@dating/shared-contracts';
import { useTexts } from '@dating/remote-kit';
import { navigateOnSelect } from './dropdown-navigation.js';

/** The Discover menu of the logged-in member's bar; `compact` is the phone's compass-only toggle. */
export function DiscoverDropdown({ compact = false }: { compact?: boolean }) {
  const t = useTexts();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const item = (id: string, label: string, path: string) => ({ id, label, href: path, testId: `nav-discover-${id}`, onSelect: navigateOnSelect(path, navigate) });
  const items = [item('swipe-game', t('nav.swipeGame'), href('swipe-game')), item('match-finder', t('nav.matchFinder'), href('match-finder'))];
  const current = items.find((entry) => entry.href === pathname);
  return (
    <Dropdown
      label={
        <>
          <Compass size={compact ? 22 : 18} strokeWidth={2.25} aria-hidden="true" focusable="false" />
          {!compact && t('nav.discover')}
        </>
      }
      ariaLabel={compact || current ? `${t('nav.discover')}${current ? `: ${current.label}` : ''}` : undefined}
      current={current?.id}
      compact={compact}
      align={compact ? 'end' : 'start'}
      // The entries row scrolls sideways: its overflow would clip a menu placed inside it.
      escapeOverflow={!compact}
      testId={compact ? 'nav-discover-compact' : 'nav-discover'}
      items={items}
    />
  );
}
