/** The member's menu: my profile, settings (notifications) and logout (spec section 2). */
import styled from 'styled-components';
import { Avatar, Dropdown, down } from '@dating/shared-ui';
import { href } from '@dating/shared-contracts';
import { useNavigate } from 'react-router';
import { useTexts } from '@dating/remote-kit';
import { LOGOUT_PATH } from '../routing/redirects.js';
import { navigateOnSelect } from './dropdown-navigation.js';
import { useServices } from '../shell/services.js';

/**
 * The member's name beside the photo: at most 10em (a name may be 40 characters), and on phones
 * not at all, so the bar's first row (logo, language menu, this button) stays one row at 375 px;
 * the button's accessible name still starts with the whole name.
 */
const Name = styled.span`
  max-width: 10em;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  ${down('sm')} { display: none; }
`;

/** The member's menu button: their photo (initials without one) and name. `photo` is the thumbnail's file name. */
export function ProfileDropdown({ name, photo }: { name: string; photo: string | null }) {
  const t = useTexts();
  const { settings } = useServices();
  const navigate = useNavigate();
  const item = (id: string, label: string, path: string) => ({
    id,
    label,
    href: path,
    testId: `profile-menu-${id}`,
    onSelect: navigateOnSelect(path, navigate),
  });
  return (
    <Dropdown
      label={
        <>
          {/* Photos live under the site's cdn_prefix (spec section 3); Avatar falls back to initials. */}
          <Avatar name={name} src={photo ? `${settings.cdn_prefix}${photo}` : null} size={32} decorative data-testid="profile-avatar" />
          <Name data-testid="profile-button-name">{name}</Name>
        </>
      }
      // The name starts with the visible text (the member's name), as speech input needs (WCAG 2.5.3).
      ariaLabel={`${name} – ${t('nav.account')}`}
      align="end"
      testId="profile-dropdown"
      items={[
        item('profile', t('nav.myProfile'), href('profile')),
        item('settings', t('nav.settings'), href('notifications')),
        item('logout', t('nav.logout'), LOGOUT_PATH),
      ]}
    />
  );
}
