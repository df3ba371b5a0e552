/** /landers/collagelanding/{slug?}: a photo collage, pinned photos at slight angles. */
import styled from 'styled-components';
import { colors, shadows, space } from '@dating/shared-ui';
import { useTexts } from '@dating/remote-kit';
import { LanderFrame, useAudience } from '../features/lander-frame';
import { nth, useLanderProfiles } from '../features/lander-data';
import { ProfileTile } from '../features/profile-tile';
import { ProfileStrip } from '../features/profile-strip';

/** Where each photo of the collage sits (grid area) and how it leans. */
const PLACES = [
  { area: '1 / 1 / 3 / 3', turn: -3 },
  { area: '1 / 3 / 2 / 4', turn: 4 },
  { area: '2 / 3 / 3 / 4', turn: -5 },
  { area: '3 / 1 / 4 / 2', turn: 5 },
  { area: '3 / 2 / 4 / 4', turn: -2 },
] as const;

const Collage = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  grid-template-rows: repeat(3, auto);
  gap: ${space[3]}px;
  padding: ${space[3]}px;
`;

const Pinned = styled.div<{ $area: string; $turn: number }>`
  grid-area: ${(p) => p.$area};
  padding: 6px;
  background: ${colors.surface};
  box-shadow: ${shadows.raised};
  transform: rotate(${(p) => p.$turn}deg);
  border-radius: 18px;
`;

export function LandersCollagelandingPage() {
  const t = useTexts();
  const audience = useAudience();
  const { profiles } = useLanderProfiles();
  return (
    <LanderFrame
      name="collagelanding"
      title={t('collagelanding.title', { audience })}
      lead={t('collagelanding.lead')}
      visual={
        <Collage>
          {profiles.length > 0 && PLACES.map((place, i) => (
            <Pinned key={i} $area={place.area} $turn={place.turn}>
              <ProfileTile card={nth(profiles, i)!} ratio={i === 0 ? '1 / 1' : i === 4 ? '2 / 1' : '1 / 1'} caption={i === 0} eager={i < 2} />
            </Pinned>
          ))}
        </Collage>
      }
    >
      <ProfileStrip title={t('collagelanding.more')} profiles={profiles.slice(5, 9)} />
    </LanderFrame>
  );
}
