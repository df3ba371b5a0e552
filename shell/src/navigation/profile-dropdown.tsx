/** The member's menu: my profile, settings (notifications) and logout (spec section 2). */
import { Avatar, Dropdown } from '@dating/shared-ui';
import { href } from '@dating/shared-contracts';
import { useNavigate } from 'react-router';
import { useTexts } from '@dating/remote-kit';
import { LOGOUT_PATH } from '../routing/redirects.js';
import { navigateOnSelect } from './dropdown-navigation.js';

/** The member's menu; `photo` is the URL of their main photo's thumbnail (initials without one). */
export function ProfileDropdown({ name, photo = null }: { name: string; photo?: string | null }) {
  const t = useTexts();
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
          <Avatar src={photo} name={name} size={32} decorative data-testid="profile-avatar" />
          <span>{name}</span>
        </>
      }
      ariaLabel={`${t('nav.account')}: ${name}`}
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
