/**
 * A profile's photos: one at a time, with arrows and the keyboard's arrow keys on desktop and a
 * swipe on phones (pointer events), and thumbnails to jump. Locked photos (non-premium viewers)
 * come from the server already blurred; they show the lock overlay and the premium badge, and
 * the lock leads to premium (members) or the signup modal (visitors).
 */
import { useCallback, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { Photo } from '@dating/shared-contracts';
import { useTexts } from '@dating/remote-kit';
import { ChevronLeft, ChevronRight, PhotoStandIn, ProtectedImage, RoundButton, colors, radii, space } from '@dating/shared-ui';
import { photoSource } from '@dating/remote-kit';
import { useSwipe } from '../cards/use-swipe';

const Region = styled.section`
  position: relative;
  &:focus-visible { outline: 3px solid ${colors.focus}; outline-offset: 4px; border-radius: ${radii.large}; }
`;
const Stage = styled.div`
  position: relative;
  touch-action: pan-y;
  user-select: none;
`;
const Arrow = styled(RoundButton)<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 50%;
  ${({ $side }) => $side}: 8px;
  z-index: 2;
  /* Over a photo the disc needs a darker edge than on a card. */
  box-shadow: 0 1px 4px rgba(15, 20, 30, 0.3);
  transform: translateY(-50%);
`;
const Counter = styled.span`
  position: absolute;
  bottom: 8px;
  left: 8px;
  z-index: 2;
  padding: 2px 10px;
  border-radius: ${radii.round};
  background: ${colors.scrim};
  color: ${colors.onColor};
  font-weight: 700;
`;
/** Under the stand-in: says in words what the initials mean, for those who see them (the frame is named for screen readers). */
const NoPhoto = styled.p`
  margin: ${space[2]}px 0 0;
  color: ${colors.muted};
  text-align: center;
`;
const Thumbs = styled.div`
  display: flex;
  gap: ${space[2]}px;
  margin-top: ${space[2]}px;
  overflow-x: auto;
`;
const Thumb = styled.button<{ $current: boolean }>`
  flex: none;
  width: 56px;
  padding: 0;
  border: 3px solid ${({ $current }) => ($current ? colors.primary : 'transparent')};
  border-radius: ${radii.normal};
  background: none;
  cursor: pointer;
  &:focus-visible { outline: 3px solid ${colors.focus}; outline-offset: 2px; }
`;

/** How wide the big photo shows, for srcset. */
const STAGE_SIZES = '(min-width: 992px) 480px, 100vw';

/** The gallery of `photos` (main first); `onUnlock` is where a locked photo leads. */
export function PhotoGallery({ photos, name, premiumProfile, onUnlock }: { photos: Photo[]; name: string; premiumProfile: boolean; onUnlock: () => void }) {
  const t = useTexts();
  const [index, setIndex] = useState(0);
  const count = photos.length;
  const step = useCallback((by: number) => setIndex((current) => (current + by + count) % count), [count]);
  const { offset, handlers } = useSwipe((direction) => step(direction === 'left' ? 1 : -1));

  // No photo: the initials the rest of the site shows for this member, not an empty grey frame,
  // and the words under it: a large frame with one letter alone reads as a page still loading.
  if (count === 0) {
    return (
      <div>
        <ProtectedImage src="" alt="" ratio="3 / 4" data-testid="gallery-no-photo">
          <PhotoStandIn name={name} label={t('gallery.noPhoto', { name })} onPage data-testid="gallery-stand-in" />
        </ProtectedImage>
        <NoPhoto aria-hidden="true" data-testid="gallery-no-photo-caption">{t('gallery.noPhoto', { name })}</NoPhoto>
      </div>
    );
  }
  const photo = photos[Math.min(index, count - 1)]!;
  const source = photoSource(photo);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') step(-1);
    else if (event.key === 'ArrowRight') step(1);
    else return;
    event.preventDefault();
  };

  return (
    <Region aria-roledescription={t('gallery.role')} aria-label={t('gallery.label', { name })} tabIndex={0} onKeyDown={onKeyDown} data-testid="gallery">
      <Stage {...handlers} onDragStart={(event) => event.preventDefault()} style={offset ? { transform: `translateX(${offset / 3}px)` } : undefined}>
        <ProtectedImage
          src={source?.src ?? ''}
          srcSet={source?.srcSet}
          sizes={STAGE_SIZES}
          width={source?.width}
          height={source?.height}
          eager={index === 0}
          alt={t('gallery.photo', { name, index: index + 1, count })}
          ratio="3 / 4"
          locked={photo.locked}
          lockedLabel={t('photo.locked')}
          premium={photo.locked || (premiumProfile && photo.main)}
          premiumLabel={t('photo.premium')}
          onUnlock={photo.locked ? onUnlock : undefined}
          data-testid={`gallery-photo-${index}`}
        />
        {count > 1 && (
          <>
            <Arrow type="button" $side="left" aria-label={t('gallery.previous')} onClick={() => step(-1)} data-testid="gallery-previous">
              <ChevronLeft size={24} aria-hidden="true" />
            </Arrow>
            <Arrow type="button" $side="right" aria-label={t('gallery.next')} onClick={() => step(1)} data-testid="gallery-next">
              <ChevronRight size={24} aria-hidden="true" />
            </Arrow>
            <Counter aria-live="polite" data-testid="gallery-counter">{t('gallery.counter', { index: index + 1, count })}</Counter>
          </>
        )}
      </Stage>
      {count > 1 && (
        <Thumbs>
          {photos.map((thumb, i) => {
            const small = photoSource(thumb);
            return (
              <Thumb key={thumb.id} type="button" $current={i === index} aria-label={t('gallery.show', { index: i + 1 })} aria-current={i === index || undefined} onClick={() => setIndex(i)}>
                <ProtectedImage src={small?.src ?? ''} width={small?.width} height={small?.height} alt="" ratio="3 / 4" locked={thumb.locked} lockedLabel="" />
              </Thumb>
            );
          })}
        </Thumbs>
      )}
    </Region>
  );
}
