/**
 * Top navigation (spec section 2). Logged in: search, chats with the unread badge, likes with the
 * new-likes badge, credits (paying members) or premium (the others) with the low-credits badge,
 * and the profile menu. Logged out: a login button. Both: the language menu when it has a choice.
 */
import { Badge } from '@dating/shared-ui';
import { href } from '@dating/shared-contracts';
import { useSession } from '../shell/services.js';
import { useTexts } from '@dating/remote-kit';
import { SiteLogo } from './site-logo.js';
import { ProfileDropdown } from './profile-dropdown.js';
import { LanguageDropdown } from './language-dropdown.js';
import { creditsBadgeKind } from './nav-badges.js';
import { Bar, BarInner, ButtonLink, Entry, Links, Spacer } from './nav-styles.js';

export function TopNavigation() {
  const { member, credits, unreadMessages, newLikes } = useSession();
  const t = useTexts();
  const creditsKind = creditsBadgeKind(credits);

  return (
    <Bar data-testid="top-navigation">
      <BarInner as="nav" aria-label={t('nav.main')}>
        <SiteLogo />
        {member ? (
          <>
            <Links>
              <li>
                <Entry to={href('members')} end data-testid="nav-members">
                  {t('nav.members')}
                </Entry>
              </li>
              <li>
                <Entry to={href('chats')} data-testid="nav-chats">
                  {t('nav.chats')}
                  {unreadMessages > 0 && (
                    <Badge count={unreadMessages} kind="unread" data-testid="nav-unread-badge" aria-label={t('nav.unread', { count: unreadMessages })} />
                  )}
                </Entry>
              </li>
              <li>
                <Entry to={href('likes')} data-testid="nav-likes">
                  {t('nav.likes')}
                  {newLikes > 0 && (
                    <Badge count={newLikes} kind="unread" data-testid="nav-likes-badge" aria-label={t('nav.newLikes', { count: newLikes })} />
                  )}
                </Entry>
              </li>
              <li>
                <Entry to={href(member.paid_user ? 'credits' : 'premium')} data-testid={member.paid_user ? 'nav-credits' : 'nav-premium'}>
                  {t(member.paid_user ? 'nav.credits' : 'nav.premium')}
                  {creditsKind && (
                    <Badge count={credits} kind={creditsKind} data-testid="nav-credits-badge" aria-label={t('nav.creditsLeft', { count: credits })} />
                  )}
                </Entry>
              </li>
            </Links>
            <Spacer />
            <LanguageDropdown />
            <ProfileDropdown name={member.profile.name} />
          </>
        ) : (
          <>
            <Spacer />
            <LanguageDropdown />
            <ButtonLink to={href('login')} data-testid="nav-login">
              {t('nav.login')}
            </ButtonLink>
          </>
        )}
      </BarInner>
    </Bar>
  );
}
