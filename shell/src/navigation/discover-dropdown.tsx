/**
 * The bar's "Discover" menu: the other ways to meet people than the search, the swipe game and
 * the match finder. One entry that opens a menu keeps the bar's entries row within a phone's width.
 */
import styled from 'styled-components';
import { useNavigate } from 'react-router';
import { Compass, Dropdown, down } from '@dating/shared-ui';
import { href } from '@dating/shared-contracts';
import { useTexts } from '@dating/remote-kit';
import { navigateOnSelect } from './dropdown-navigation.js';

/** The compass on wider screens only: on phones every pixel of the entries row counts. */
const Icon = styled.span`
  display: inline-flex;
  ${down('sm')} { display: none; }
`;

/** The Discover menu of the logged-in member's bar. */
export function DiscoverDropdown() {
  const t = useTexts();
  const navigate = useNavigate();
  const item = (id: string, label: string, path: string) => ({ id, label, href: path, testId: `nav-discover-${id}`, onSelect: navigateOnSelect(path, navigate) });
  return (
    <Dropdown
      label={
        <>
          <Icon>
            <Compass size={18} strokeWidth={2.25} aria-hidden="true" focusable="false" />
          </Icon>
          {t('nav.discover')}
        </>
      }
      compact
      escapeOverflow
      testId="nav-discover"
      items={[item('swipe-game', t('nav.swipeGame'), href('swipe-game')), item('match-finder', t('nav.matchFinder'), href('match-finder'))]}
    />
  );
}
