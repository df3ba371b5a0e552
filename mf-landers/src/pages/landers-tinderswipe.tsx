/** /landers/tinderswipe: a swipe deck; a few swipes in, the signup opens (matches wait behind it). */
import { useState } from 'react';
import styled from 'styled-components';
import { colors, Heart, radii, shadows, space, X } from '@dating/shared-ui';
import { useTexts } from '@dating/remote-kit';
import { LanderFrame, useAudience } from '../features/lander-frame';
import { useLanderProfiles } from '../features/lander-data';
import { ProfileTile } from '../features/profile-tile';
import { useOpenSignup } from '../features/signup-call';

/** Swipes before the deck asks the visitor to join. */
export const SWIPES_BEFORE_SIGNUP = 3;

const Deck = styled.div`
  position: relative;
  max-width: 340px;
  margin: 0 auto;
  aspect-ratio: 3 / 4;
`;

const Card = styled.div<{ $depth: number }>`
  position: absolute;
  inset: 0;
  border-radius: ${radii.large};
  box-shadow: ${shadows.raised};
  transform: translateY(${(p) => p.$depth * 10}px) scale(${(p) => 1 - p.$depth * 0.04}) rotate(${(p) => p.$depth * -2}deg);
  transition: transform 200ms ease;
  z-index: ${(p) => 10 - p.$depth};
  @media (prefers-reduced-motion: reduce) { transition: none; }
`;

const Actions = styled.div`
  display: flex;
  justify-content: center;
  gap: ${space[6]}px;
  margin-top: ${space[6]}px;
  button {
    display: grid;
    place-items: center;
    width: 64px;
    height: 64px;
    border-radius: ${radii.round};
    border: 2px solid ${colors.border};
    background: ${colors.surface};
    box-shadow: ${shadows.card};
    cursor: pointer;
  }
  button:first-child { color: ${colors.muted}; }
  button:last-child { color: ${colors.secondary}; }
`;

export function LandersTinderswipePage() {
  const t = useTexts();
  const audience = useAudience();
  const { profiles } = useLanderProfiles();
  const open = useOpenSignup();
  const [swiped, setSwiped] = useState(0);
  const swipe = () => {
    const next = swiped + 1;
    setSwiped(next);
    if (next >= SWIPES_BEFORE_SIGNUP) open();
  };
  const deck = profiles.slice(swiped % Math.max(profiles.length, 1)).slice(0, 3);
  const current = deck[0];
  return (
    <LanderFrame
      name="tinderswipe"
      title={t('tinderswipe.title')}
      lead={t('tinderswipe.lead', { audience })}
      visual={
        <div>
          <Deck aria-live="polite">
            {deck.map((card, depth) => (
              <Card key={card.id} $depth={depth} aria-hidden={depth > 0}>
                <ProfileTile card={card} eager={depth === 0} />
              </Card>
            )).reverse()}
          </Deck>
          <Actions>
            <button type="button" onClick={swipe} aria-label={t('tinderswipe.skip', { name: current?.name ?? '' })}><X size={30} aria-hidden /></button>
            <button type="button" onClick={swipe} aria-label={t('tinderswipe.like', { name: current?.name ?? '' })}><Heart size={30} aria-hidden /></button>
          </Actions>
        </div>
      }
    />
  );
}
