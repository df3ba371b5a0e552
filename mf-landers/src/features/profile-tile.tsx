/** One sample profile as landers show it: the photo, name and age, place, and the site's fictional sign. */
import styled from 'styled-components';
import type { ProfileCard } from '@dating/shared-contracts';
import { FictionalSign, colors, fonts, radii, space } from '@dating/shared-ui';
import { photoSource, useHost, useTexts } from '@dating/remote-kit';

const Figure = styled.figure<{ $ratio: string }>`
  position: relative;
  margin: 0;
  overflow: hidden;
  border-radius: ${radii.large};
  background: ${colors.skeleton};
  aspect-ratio: ${(p) => p.$ratio};
  /* Photos are 3:4 portraits: a square or wide tile keeps the head rather than the middle. */
  img { display: block; width: 100%; height: 100%; object-fit: cover; object-position: 50% 30%; }
`;

/** A tile's width on the page: half a phone, at most a 280 px column from tablets up. */
const TILE_SIZES = '(min-width: 576px) 280px, 50vw';

const Caption = styled.figcaption`
  position: absolute;
  inset: auto 0 0 0;
  padding: ${space[5]}px ${space[3]}px ${space[2]}px;
  color: ${colors.onColor};
  background: linear-gradient(transparent, ${colors.scrim} 45%);
  font-weight: ${fonts.weight.bold};
  line-height: ${fonts.lineHeight.tight};
  small { display: block; font-weight: ${fonts.weight.regular}; }
`;

/** shared-ui's sign as a chip in the photo's corner, light on the scrim. */
const CornerSign = styled(FictionalSign)`
  position: absolute;
  top: ${space[2]}px;
  right: ${space[2]}px;
  min-width: 28px;
  padding: 2px ${space[2]}px;
  border-radius: ${radii.round};
  background: ${colors.scrim};
  color: ${colors.onColor};
  justify-content: center;
`;

/** The place a card shows: city, else region, else country. */
export function placeOf(card: ProfileCard): string {
  return card.city ?? card.region ?? card.country;
}

/** A profile photo tile; `ratio` is its CSS aspect ratio (3 / 4 by default). */
export function ProfileTile({ card, ratio = '3 / 4', caption = true, eager = false }: { card: ProfileCard; ratio?: string; caption?: boolean; eager?: boolean }) {
  const t = useTexts();
  const { settings } = useHost();
  const source = photoSource(card.photo);
  return (
    <Figure $ratio={ratio} data-testid="profile-tile">
      {source && <img {...source} sizes={TILE_SIZES} alt={t('profile.photo', { name: card.name })} loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : 'auto'} decoding="async" />}
      {card.fictional && <CornerSign icon={settings.fictional_icon} label={t('profile.fictional')} size={16} data-testid="profile-tile-fictional" />}
      {caption && (
        <Caption>
          {t('profile.nameAge', { name: card.name, age: card.age })}
          <small>{placeOf(card)}</small>
        </Caption>
      )}
    </Figure>
  );
}
