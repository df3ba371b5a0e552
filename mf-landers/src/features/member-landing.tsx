/**
 * The member landings (/members/{id}/landing, landing2, landing3, signup): one sample member as
 * the hook ("Sanne wants to chat with you") and the signup. An id that is unknown, hidden or not
 * a sample profile shows a generic lander instead, never an error.
 */
import styled from 'styled-components';
import type { ProfileCard } from '@dating/shared-contracts';
import { colors, fonts, Heart, Mail, MessageCircle, radii, shadows, space, up } from '@dating/shared-ui';
import { useEndpoint, useHost, useTexts, Widget } from '@dating/remote-kit';
import { LanderFrame, useAudience } from './lander-frame';
import { useLanderProfiles } from './lander-data';
import { ProfileTile, placeOf } from './profile-tile';
import { ProfileStrip } from './profile-strip';
import { SignupButton } from './signup-call';
import { TrustSignals } from './trust-signals';

/** Which member landing: each frames the hook its own way. */
export type MemberLandingVariant = 'landing' | 'landing2' | 'landing3' | 'signup';

const Hook = styled.section`
  display: grid;
  gap: ${space[5]}px;
  padding: ${space[5]}px ${space[4]}px ${space[6]}px;
  background: linear-gradient(180deg, ${colors.secondarySoft}, ${colors.background});
  ${up('md')} { grid-template-columns: minmax(0, 380px) minmax(0, 1fr); align-items: center; padding: ${space[7]}px max(${space[6]}px, calc((100% - 1000px) / 2)); }
  h1 { margin: 0 0 ${space[3]}px; font-size: 1.875rem; }
  > div > p { margin: 0 0 ${space[4]}px; font-size: ${fonts.size.large}; }
`;

const Bubble = styled.p`
  position: relative;
  display: flex;
  gap: ${space[2]}px;
  align-items: center;
  margin: 0 0 ${space[5]}px;
  padding: ${space[3]}px ${space[4]}px;
  border-radius: ${radii.large} ${radii.large} ${radii.large} 4px;
  background: ${colors.surface};
  box-shadow: ${shadows.raised};
  font-weight: ${fonts.weight.bold};
  svg { flex: none; color: ${colors.secondary}; }
`;

const SignupPanel = styled.div`
  padding: ${space[4]}px;
  border-radius: ${radii.xl};
  background: ${colors.surface};
  box-shadow: ${shadows.card};
`;

/** The line and icon each variant opens with. */
function useHookTexts(variant: MemberLandingVariant, card: ProfileCard) {
  const t = useTexts();
  const values = { name: card.name, age: card.age, place: placeOf(card) };
  switch (variant) {
    case 'landing2': return { title: t('member.messageTitle', values), lead: t('member.messageLead', values), Icon: Mail };
    case 'landing3': return { title: t('member.likeTitle', values), lead: t('member.likeLead', values), Icon: Heart };
    case 'signup': return { title: t('member.signupTitle', values), lead: t('member.lead', values), Icon: MessageCircle };
    default: return { title: t('member.title', values), lead: t('member.lead', values), Icon: MessageCircle };
  }
}

function MemberHook({ card, variant }: { card: ProfileCard; variant: MemberLandingVariant }) {
  const t = useTexts();
  const { title, lead, Icon } = useHookTexts(variant, card);
  const { profiles } = useLanderProfiles();
  return (
    <article data-lander={`member-${variant}`} data-testid="member-landing" data-member={card.id}>
      <Hook aria-labelledby="member-title">
        <ProfileTile card={card} eager />
        <div>
          <h1 id="member-title">{title}</h1>
          <Bubble><Icon size={22} aria-hidden />{t('member.message', { name: card.name })}</Bubble>
          <p>{lead}</p>
          {variant === 'signup'
            ? <SignupPanel><Widget name="signup-modal" props={{}} /></SignupPanel>
            : <SignupButton>{t('member.cta', { name: card.name })}</SignupButton>}
        </div>
      </Hook>
      <ProfileStrip title={t('member.more')} profiles={profiles.filter((other) => other.id !== card.id).slice(0, 4)} />
      <TrustSignals />
    </article>
  );
}

/** What an unknown member's landing shows: a generic lander of the site's niche. */
function GenericLanding() {
  const t = useTexts();
  const audience = useAudience();
  const { profiles } = useLanderProfiles();
  return (
    <LanderFrame
      name="member-fallback"
      title={t('member.fallbackTitle')}
      lead={t('member.fallbackLead', { audience })}
      visual={profiles[0] ? <ProfileTile card={profiles[0]} eager /> : null}
    >
      <ProfileStrip title={t('member.more')} profiles={profiles.slice(1, 9)} />
    </LanderFrame>
  );
}

/** A member landing of the given variant for the route's member id. */
export function MemberLanding({ variant }: { variant: MemberLandingVariant }) {
  const { route } = useHost();
  const id = Number(route.params.id);
  const valid = Number.isInteger(id) && id > 0 && id < 2_147_483_647;
  const { data, error } = useEndpoint(valid ? 'landerMember' : null, { id });
  if (!valid || error) return <GenericLanding />;
  if (!data) return <div style={{ minHeight: '80vh' }} aria-busy="true" />;
  return <MemberHook card={data.profile} variant={variant} />;
}
