/** /landers/iconslanding/{slug?}: pick interests from icons; members who share them wait behind the signup. */
import { useState } from 'react';
import styled from 'styled-components';
import { BookOpen, colors, Dumbbell, Film, fonts, Music, Palette, PawPrint, Plane, radii, space, Utensils, Wine, type LucideIcon } from '@dating/shared-ui';
import { useTexts } from '@dating/remote-kit';
import { LanderFrame, useAudience } from '../features/lander-frame';
import { useLanderProfiles } from '../features/lander-data';
import { ProfileStrip } from '../features/profile-strip';

/** The interests the page offers, each with its lucide icon. */
const INTERESTS: ReadonlyArray<{ key: 'icons.music' | 'icons.travel' | 'icons.food' | 'icons.sport' | 'icons.books' | 'icons.film' | 'icons.wine' | 'icons.animals' | 'icons.art'; Icon: LucideIcon }> = [
  { key: 'icons.music', Icon: Music },
  { key: 'icons.travel', Icon: Plane },
  { key: 'icons.food', Icon: Utensils },
  { key: 'icons.sport', Icon: Dumbbell },
  { key: 'icons.books', Icon: BookOpen },
  { key: 'icons.film', Icon: Film },
  { key: 'icons.wine', Icon: Wine },
  { key: 'icons.animals', Icon: PawPrint },
  { key: 'icons.art', Icon: Palette },
];

const Icons = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${space[3]}px;
  margin: 0;
  padding: 0;
  list-style: none;
  button {
    display: grid;
    justify-items: center;
    gap: ${space[2]}px;
    width: 100%;
    padding: ${space[4]}px ${space[2]}px;
    border: 2px solid ${colors.border};
    border-radius: ${radii.large};
    background: ${colors.surface};
    color: ${colors.primaryDark};
    font: inherit;
    font-weight: ${fonts.weight.bold};
    cursor: pointer;
  }
  button[aria-pressed='true'] { border-color: ${colors.secondary}; background: ${colors.secondarySoft}; color: ${colors.secondaryDark}; }
`;

export function LandersIconslandingPage() {
  const t = useTexts();
  const audience = useAudience();
  const { profiles } = useLanderProfiles();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (key: string) => setChosen((now) => {
    const next = new Set(now);
    if (!next.delete(key)) next.add(key);
    return next;
  });
  return (
    <LanderFrame
      name="iconslanding"
      title={t('iconslanding.title')}
      lead={t('iconslanding.lead', { audience })}
      visual={
        <Icons aria-label={t('iconslanding.pick')}>
          {INTERESTS.map(({ key, Icon }) => (
            <li key={key}>
              <button type="button" aria-pressed={chosen.has(key)} onClick={() => toggle(key)}>
                <Icon size={32} aria-hidden />
                {t(key)}
              </button>
            </li>
          ))}
        </Icons>
      }
    >
      <ProfileStrip title={t('iconslanding.matches', { count: chosen.size })} profiles={profiles.slice(0, 8)} />
    </LanderFrame>
  );
}
