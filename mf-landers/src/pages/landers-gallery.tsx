/** /landers/gallery/{slug?}: a gallery grid of the niche's members. */
import { useTexts } from '@dating/remote-kit';
import styled from 'styled-components';
import { space } from '@dating/shared-ui';
import { LanderFrame, useAudience } from '../features/lander-frame';
import { useLanderProfiles } from '../features/lander-data';
import { ProfileTile } from '../features/profile-tile';
import { ProfileStrip } from '../features/profile-strip';

const Four = styled.div`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${space[2]}px;
`;

export function LandersGalleryPage() {
  const t = useTexts();
  const audience = useAudience();
  const { profiles } = useLanderProfiles();
  return (
    <LanderFrame
      name="gallery"
      title={t('gallery.title', { audience })}
      lead={t('gallery.lead')}
      visual={<Four>{profiles.slice(0, 4).map((card, i) => <ProfileTile key={card.id} card={card} ratio="1 / 1" eager={i < 2} />)}</Four>}
    >
      <ProfileStrip title={t('gallery.gridTitle')} profiles={profiles.slice(4, 12)} />
    </LanderFrame>
  );
}
