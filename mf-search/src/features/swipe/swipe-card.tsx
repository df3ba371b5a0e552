/** The top card of the swipe stack: the main photo with name, age and place; it follows a drag. */
import styled from 'styled-components';
import type { ProfileCard } from '@dating/shared-contracts';
import { useHost } from '@dating/remote-kit';
import { ProtectedImage, colors, fonts, radii, shadows } from '@dating/shared-ui';
import { photoSource } from '../cards/photo-source';
import { placeOf } from '../cards/place';

const Frame = styled.div`
  position: relative;
  overflow: hidden;
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
  h2 { margin: 0; font-size: ${fonts.size.title}; }
  p { margin: 0; }
`;

/** One profile as a swipe card, moved `offset` pixels by a drag. */
export function SwipeCard({ profile, offset, handlers, title }: { profile: ProfileCard; offset: number; handlers: object; title: string }) {
  const { locale } = useHost();
  const photo = photoSource(profile.photo);
  return (
    // No native image drag: it would cancel the pointer swipe.
    <Frame {...handlers} onDragStart={(event) => event.preventDefault()} style={{ transform: offset ? `translateX(${offset}px) rotate(${offset / 20}deg)` : undefined }} data-testid="swipe-card" data-profile-id={profile.id}>
      <ProtectedImage src={photo?.src ?? ''} srcSet={photo?.srcSet} sizes="(min-width: 576px) 400px, 100vw" width={photo?.width} height={photo?.height} eager alt="" ratio="3 / 4" />
      <Caption>
        <h2>{title}</h2>
        <p>{placeOf(profile, locale)}</p>
      </Caption>
    </Frame>
  );
}
