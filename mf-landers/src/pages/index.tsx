/**
 * The home page for visitors (spec section 2; logged-in members are sent on to /members by the
 * shell): a hero with members' photos and the signup, a teaser of members when the site lets
 * visitors search, how it works, and the trust signals.
 */
import styled from 'styled-components';
import { colors, fonts, MessageCircle, radii, RouteLink, Search, space, typeScale, UserPlus, up } from '@dating/shared-ui';
import { useHost, useTexts } from '@dating/remote-kit';
import { useLanderProfiles } from '../features/lander-data';
import { ProfileTile } from '../features/profile-tile';
import { ProfileStrip, LanderSection } from '../features/profile-strip';
import { ClosingCall, SignupButton } from '../features/signup-call';
import { TrustSignals } from '../features/trust-signals';

const Hero = styled.section`
  display: grid;
  gap: ${space[5]}px;
  align-items: center;
  padding: ${space[5]}px ${space[4]}px ${space[6]}px;
  background: linear-gradient(160deg, ${colors.primarySoft} 0%, ${colors.secondarySoft} 100%);
  ${up('md')} { grid-template-columns: 1.1fr 1fr; padding: ${space[8]}px max(${space[6]}px, calc((100% - 1120px) / 2)); }
  h1 { margin: 0 0 ${space[3]}px; font-size: ${typeScale['3xl']}; ${up('md')} { font-size: 2.75rem; } }
  p { margin: 0 0 ${space[5]}px; font-size: ${fonts.size.large}; }
`;

const Photos = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr 1fr;
  gap: ${space[3]}px;
  align-items: center;
  > :nth-child(2) { transform: translateY(-${space[4]}px) scale(1.08); z-index: 1; }
`;

const Steps = styled.ol`
  display: grid;
  gap: ${space[4]}px;
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  ${up('md')} { grid-template-columns: repeat(3, 1fr); }
  li { padding: ${space[5]}px; border-radius: ${radii.large}; background: ${colors.surface}; border: 1px solid ${colors.border}; }
  svg { color: ${colors.secondary}; }
  h3 { margin: ${space[2]}px 0; }
  p { margin: 0; color: ${colors.muted}; }
`;

const More = styled.p`
  display: inline-block;
  margin-top: ${space[4]}px;
  font-weight: ${fonts.weight.bold};
`;

/** The steps of "how it works", each with its icon. */
const STEPS = [
  { Icon: UserPlus, title: 'index.step1.title', text: 'index.step1.text' },
  { Icon: Search, title: 'index.step2.title', text: 'index.step2.text' },
  { Icon: MessageCircle, title: 'index.step3.title', text: 'index.step3.text' },
] as const;

export function IndexPage() {
  const t = useTexts();
  const { settings, navigation } = useHost();
  const { profiles } = useLanderProfiles();
  return (
    <article data-testid="index-page" data-lander="index">
      <Hero aria-labelledby="index-title">
        <div>
          <h1 id="index-title">{t('index.title', { site: settings.name })}</h1>
          <p>{t('index.lead', { site: settings.name })}</p>
          <SignupButton />
        </div>
        <Photos aria-hidden={profiles.length === 0}>
          {profiles.slice(0, 3).map((card) => <ProfileTile key={card.id} card={card} eager />)}
        </Photos>
      </Hero>
      {settings.logged_out_search && profiles.length > 3 && (
        <div data-testid="members-teaser">
          <ProfileStrip title={t('index.teaser')} profiles={profiles.slice(3, 11)} />
          <LanderSection style={{ paddingTop: 0 }}>
            <More><RouteLink navigation={navigation} to="members">{t('index.teaserMore')}</RouteLink></More>
          </LanderSection>
        </div>
      )}
      <LanderSection aria-labelledby="how-title">
        <h2 id="how-title">{t('index.how')}</h2>
        <Steps>
          {STEPS.map(({ Icon, title, text }) => (
            <li key={title}><Icon size={28} aria-hidden /><h3>{t(title)}</h3><p>{t(text)}</p></li>
          ))}
        </Steps>
      </LanderSection>
      <ClosingCall title={t('index.closing')} />
      <TrustSignals />
    </article>
  );
}
