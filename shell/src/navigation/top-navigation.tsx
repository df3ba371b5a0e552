/**
 * Top navigation (spec section 2). Logged in: search, the Discover menu (swipe game, match finder),
 * chats with the unread badge, likes with the new-likes badge, credits (paying members, with their
 * balance) or premium (the others, with the low-credits badge), and the profile menu. Logged out: a
 * login button. Both: the language menu when it has a choice.
 */
import { useRef } from 'react';
import { Badge } from '@dating/shared-ui';
import { href } from '@dating/shared-contracts';
import { useSession } from '../shell/services.js';
import { useTexts } from '@dating/remote-kit';
import { SiteLogo } from './site-logo.js';
import { ProfileDropdown } from './profile-dropdown.js';
import { LanguageDropdown } from './language-dropdown.js';
import { creditBalanceKind } from './nav-badges.js';
import { CreditBalance } from './credit-balance.js';
import { DiscoverDropdown } from './discover-dropdown.js';
import { MEMBER_ENTRIES } from './member-entries.js';
import { Bar, BarInner, ButtonLink, End, Entry, Links, PhoneOnly, WideOnly } from './nav-styles.js';
import { usePublishedBarHeight } from './bar-height.js';

export function TopNavigation() {
  const { member, credits, counts } = useSession();
  const t = useTexts();
  const balanceKind = member ? creditBalanceKind(credits, member.paid_user) : null;
  const bar = useRef<HTMLElement>(null);
  usePublishedBarHeight(bar);

  return (
    <Bar ref={bar} data-testid="top-navigation">
      <BarInner as="nav" aria-label={t('nav.main')}>
        <SiteLogo />
        {member ? (
          <>
            <Links>
              {MEMBER_ENTRIES.map(({ id, route, text, end, badge }) => [
                <li key={id}>
                  <Entry to={href(route)} end={end} data-testid={`nav-${id}`}>
                    {t(text)}
                    {badge && counts[badge.key] > 0 && (
                      <Badge count={counts[badge.key]} kind="unread" data-testid={badge.testId} aria-label={t(badge.label, { count: counts[badge.key] })} />
                    )}
                  </Entry>
                </li>,
                // The other ways to meet people follow the search.
                id === 'members' && (
                  <WideOnly as="li" key="discover">
                    <DiscoverDropdown />
                  </WideOnly>
                ),
              ])}
              <li>
                <Entry to={href(member.paid_user ? 'credits' : 'premium')} data-testid={member.paid_user ? 'nav-credits' : 'nav-premium'}>
                  {t(member.paid_user ? 'nav.credits' : 'nav.premium')}
                  {balanceKind && <CreditBalance credits={credits} kind={balanceKind} />}
                </Entry>
              </li>
            </Links>
            <End>
              <PhoneOnly>
                <DiscoverDropdown compact />
              </PhoneOnly>
              <LanguageDropdown />
              <ProfileDropdown name={member.profile.name} photo={member.profile.main_image?.thumb_filename ?? null} />
            </End>
          </>
        ) : (
          <>
            <End>
              <LanguageDropdown />
              <ButtonLink to={href('login')} data-testid="nav-login">
                {t('nav.login')}
              </ButtonLink>
            </End>
          </>
        )}
      </BarInner>
    </Bar>
  );
}
