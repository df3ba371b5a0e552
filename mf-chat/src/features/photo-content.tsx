/**
 * A photo message's picture: the largest size given (the blurred copy only, when locked, with the
 * way to premium), its space reserved before it loads. Loaded with the first photo shown.
 */
import styled from 'styled-components';
import { useHost, useTexts } from '@dating/remote-kit';
import type { ChatMessage } from '@dating/shared-contracts';
import { ProtectedImage, RouteLink, fonts, space } from '@dating/shared-ui';

const PhotoFrame = styled.div`
  width: min(240px, 60vw);
  & + a { display: inline-block; margin-top: ${space[1]}px; font-size: ${fonts.size.small}; }
`;

/** A photo message: the largest size given (the blurred copy only, when locked), its space reserved before it loads. */
export function PhotoContent({ photo }: { photo: NonNullable<ChatMessage['photo']> }) {
  const t = useTexts();
  const { navigation } = useHost();
  const largest = photo.sizes.at(-1);
  if (!largest) return null;
  const srcSet = photo.sizes.filter((size) => size.width > 0).map((size) => `${size.url} ${size.width}w`).join(', ');
  return (
    <>
      <PhotoFrame>
        <ProtectedImage
          src={largest.url}
          srcSet={photo.locked || !srcSet ? undefined : srcSet}
          sizes={photo.locked ? undefined : '240px'}
          width={largest.width || undefined}
          height={largest.height || undefined}
          ratio={largest.width && largest.height ? `${largest.width} / ${largest.height}` : undefined}
          alt={t('photo.alt')}
          locked={photo.locked}
          lockedLabel={t('photo.locked')}
          data-testid="message-photo"
        />
      </PhotoFrame>
      {photo.locked && <RouteLink navigation={navigation} to="premium" data-testid="message-photo-premium">{t('photo.unlock')}</RouteLink>}
    </>
  );
}

