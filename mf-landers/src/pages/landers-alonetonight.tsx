/** /landers/alonetonight/{slug?}: a night-out teaser: dark, who is online tonight and nearby. */
import styled from 'styled-components';
import { colors, Moon, radii, space, up } from '@dating/shared-ui';
import { useTexts } from '@dating/remote-kit';
import { LanderFrame, useAudience } from '../features/lander-frame';
import { useLanderProfiles } from '../features/lander-data';
import { ProfileTile, placeOf } from '../features/profile-tile';
import { LanderSection } from '../features/profile-strip';
import { SignupButton } from '../features/signup-call';

const Night = styled.div`
  position: relative;
  display: grid;
  grid-template-columns: 1.3fr 1fr;
  gap: ${space[3]}px;
  > :first-child { grid-row: span 2; }
`;

const MoonMark = styled.span`
  position: absolute;
  top: -${space[3]}px;
  left: -${space[2]}px;
  z-index: 1;
  display: grid;
  place-items: center;
  width: 52px;
  height: 52px;
  border-radius: ${radii.round};
  background: #f5d76e;
  color: #141a2e;
`;

const List = styled.ul`
  display: grid;
  gap: ${space[3]}px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${up('md')} { grid-template-columns: repeat(3, 1fr); }
  li {
    display: grid;
    grid-template-columns: 72px 1fr;
    gap: ${space[3]}px;
    align-items: center;
    padding: ${space[2]}px;
    border-radius: ${radii.large};
    background: #1f2742;
    color: ${colors.onColor};
  }
  b { display: block; }
  small { color: #c9d1e6; }
`;

const Dark = styled.div`
  background: #141a2e;
  color: ${colors.onColor};
  h2 { color: ${colors.onColor}; }
`;

export function LandersAlonetonightPage() {
  const t = useTexts();
  const audience = useAudience();
  const { profiles } = useLanderProfiles();
  return (
    <LanderFrame
      name="alonetonight"
      tone="dark"
      title={t('alonetonight.title')}
      lead={t('alonetonight.lead', { audience })}
      visual={
        <Night>
          <MoonMark aria-hidden><Moon size={28} /></MoonMark>
          {profiles.slice(0, 3).map((card, i) => <ProfileTile key={card.id} card={card} eager={i === 0} />)}
        </Night>
      }
    >
      <Dark>
        <LanderSection aria-labelledby="tonight-title">
          <h2 id="tonight-title">{t('alonetonight.listTitle')}</h2>
          <List>
            {profiles.slice(3, 9).map((card) => (
              <li key={card.id}>
                <ProfileTile card={card} ratio="1 / 1" caption={false} />
                <span>
                  <b>{t('profile.nameAge', { name: card.name, age: card.age })}</b>
                  <small>{t('alonetonight.wants', { place: placeOf(card) })}</small>
                </span>
              </li>
            ))}
          </List>
          <p><SignupButton>{t('alonetonight.cta')}</SignupButton></p>
        </LanderSection>
      </Dark>
    </LanderFrame>
  );
}
