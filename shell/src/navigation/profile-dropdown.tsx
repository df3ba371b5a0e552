/** The member's menu: my profile, settings (notifications) and logout (spec section 2). */
import { Avatar, Dropdown } from '@dating/shared-ui';
import { href } from '@dating/shared-contracts';
import { useNavigate } from 'react-router';
import { useTexts } from '@dating/remote-kit';
import { LOGOUT_PATH } from '../routing/redirects.js';
import { navigateOnSelect } from './dropdown-navigation.js';
import { useServices } from '../shell/services.js';

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
          <span>{name}</span>
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
