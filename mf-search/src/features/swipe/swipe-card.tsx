/**
 * The top card of the swipe stack: the main photo with name, age, place and the site's sign on a
 * fictional profile; it follows a drag. It is as large as the room its box leaves (a size
 * container), so the buttons under it stay on screen at any window height.
 */
import type { Ref } from 'react';
import styled from 'styled-components';
import type { ProfileCard } from '@dating/shared-contracts';
import { useHost } from '@dating/remote-kit';
import { FictionalSign, ProtectedImage, colors, fonts, radii, shadows } from '@dating/shared-ui';
import { photoSource } from '@dating/remote-kit';
import { placeOf } from '../cards/place';

/** The room for the card: what the column leaves between the notes above and the buttons below. */
export const CardRoom = styled.div`
  flex: 1 1 0;
  min-height: 220px;
  container-type: size;
`;
const Frame = styled.div`
  position: relative;
  overflow: hidden;
  /* The largest 3:4 card the room holds. */
  width: min(100cqw, 75cqh);
  margin: 0 auto;
  border-radius: ${radii.xl};
  box-shadow: ${shadows.raised};
  touch-action: pan-y;
  user-select: none;
  cursor: grab;
`;
const Caption = styled.div`
  position: absolute;
  right: 0;
  bottom: 0;
  left: 0;
  padding: 48px 16px 16px;
  background: linear-gradient(transparent, rgba(15, 20, 30, 0.85));
  color: ${colors.onColor};
  h2 { display: flex; align-items: center; gap: 8px; margin: 0; font-size: ${fonts.size.title}; }
  /* The sign is muted on light cards; on the photo's dark shade it takes the caption's colour. */
  h2 [role='img'] { color: inherit; }
  p { margin: 0; }
`;

/** One profile as a swipe card, moved `offset` pixels by a drag; its name heading can take the focus (headingRef). */
export function SwipeCard({ profile, offset, handlers, title, headingRef }: { profile: ProfileCard; offset: number; handlers: object; title: string; headingRef?: Ref<HTMLHeadingElement> }) {
  const { locale, settings } = useHost();
  const photo = photoSource(profile.photo);
  return (
    // No native image drag: it would cancel the pointer swipe.
    <Frame {...handlers} onDragStart={(event) => event.preventDefault()} style={{ transform: offset ? `translateX(${offset}px) rotate(${offset / 20}deg)` : undefined }} data-testid="swipe-card" data-profile-id={profile.id}>
      <ProtectedImage src={photo?.src ?? ''} srcSet={photo?.srcSet} sizes="(min-width: 576px) 400px, 100vw" width={photo?.width} height={photo?.height} eager alt="" ratio="3 / 4" />
      <Caption>
        <h2 ref={headingRef} tabIndex={-1}>
          {title}
          {profile.fictional && <FictionalSign icon={settings.fictional_icon || undefined} label={settings.fictional_singular} data-testid="swipe-fictional" />}
        </h2>
        <p>{placeOf(profile, locale)}</p>
      </Caption>
    </Frame>
  );
}
