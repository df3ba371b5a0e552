/** The member's menu: my profile, settings (notifications) and logout (spec section 2). */
import styled from 'styled-components';
import { Avatar, Dropdown } from '@dating/shared-ui';
import { href } from '@dating/shared-contracts';
import { useNavigate } from 'react-router';
import { useTexts } from '@dating/remote-kit';
import { LOGOUT_PATH } from '../routing/redirects.js';
import { navigateOnSelect } from './dropdown-navigation.js';

/** Text for screen readers only. */
const Unseen = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

export function ProfileDropdown({ name }: { name: string }) {
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
          {/* The member's picture has no URL convention in the front end yet: initials until then. */}
          <Avatar name={name} size={32} decorative />
          {/* Said, not shown: the name then holds the visible text, as speech input needs (WCAG 2.5.3). */}
          <Unseen>{`${t('nav.account')}: `}</Unseen>
          <span>{name}</span>
        </>
      }
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
