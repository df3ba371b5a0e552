/**
 * /landers/transitionsvideolanding/{slug?}: photos fading and zooming into one another like a
 * video. Visitors who ask for reduced motion see the first photo still.
 */
import styled, { keyframes } from 'styled-components';
import { colors, radii, shadows, space } from '@dating/shared-ui';
import { useTexts } from '@dating/remote-kit';
import { LanderFrame, useAudience } from '../features/lander-frame';
import { useLanderProfiles } from '../features/lander-data';
import { ProfileTile } from '../features/profile-tile';
import { ProfileStrip } from '../features/profile-strip';

/** Photos in the loop, and seconds each one shows. */
const SLIDES = 4;
const SECONDS = 3;

const fade = keyframes`
  0% { opacity: 0; transform: scale(1.08); }
  8%, 25% { opacity: 1; transform: scale(1); }
  33%, 100% { opacity: 0; transform: scale(1); }
`;

const Stage = styled.div`
  position: relative;
  max-width: 360px;
  margin: 0 auto;
  aspect-ratio: 3 / 4;
  border-radius: ${radii.xl};
  box-shadow: ${shadows.overlay};
  overflow: hidden;
  background: ${colors.text};
`;

const Slide = styled.div<{ $i: number }>`
  position: absolute;
  inset: 0;
  opacity: ${(p) => (p.$i === 0 ? 1 : 0)};
  animation: ${fade} ${SLIDES * SECONDS}s linear infinite;
  animation-delay: ${(p) => p.$i * SECONDS - SECONDS * 0.1}s;
  > * { height: 100%; border-radius: 0; }
  @media (prefers-reduced-motion: reduce) { animation: none; }
`;

const Dots = styled.div`
  position: absolute;
  inset: ${space[3]}px 0 auto;
  display: flex;
  gap: ${space[1]}px;
  padding: 0 ${space[3]}px;
  span { flex: 1; height: 4px; border-radius: 2px; background: rgba(255, 255, 255, 0.5); }
  span:first-child { background: ${colors.onColor}; }
`;

export function LandersTransitionsvideolandingPage() {
  const t = useTexts();
  const audience = useAudience();
  const { profiles } = useLanderProfiles();
  const slides = profiles.slice(0, SLIDES);
  return (
    <LanderFrame
      name="transitionsvideolanding"
      title={t('transitions.title', { audience })}
      lead={t('transitions.lead')}
      visual={
        <Stage role="img" aria-label={t('transitions.label', { audience })}>
          {slides.map((card, i) => <Slide key={card.id} $i={i} aria-hidden><ProfileTile card={card} eager={i === 0} /></Slide>)}
          <Dots aria-hidden>{slides.map((card) => <span key={card.id} />)}</Dots>
        </Stage>
      }
    >
      <ProfileStrip title={t('transitions.more')} profiles={profiles.slice(SLIDES, SLIDES + 4)} />
    </LanderFrame>
  );
}
