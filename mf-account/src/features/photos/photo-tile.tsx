/**
 * One own photo with its state (main, pending, rejected with the moderator's reason) and what the member can do with it, all by button.
 * Every tile has the same rows, so tiles side by side line up: the photo, a row of icon buttons
 * (earlier, later, delete; a disabled arrow keeps its place), and below it the full-width "make
 * main" button on the photos that can become main.
 */
import styled from 'styled-components';
import { ArrowLeft, ArrowRight, Button, Trash2, colors, fonts, radii, space } from '@dating/shared-ui';
import type { OwnPhoto } from '@dating/shared-contracts';
import { photoSource, useTexts } from '@dating/remote-kit';
import { PhotoTag } from './photo-parts';

/** The tile's width: a grid of 140 px and wider columns, about two across a phone. */
const TILE_SIZES = '(min-width: 576px) 200px, 50vw';

const Tile = styled.li`
  display: grid;
  gap: ${space[2]}px;
  align-content: start;
`;
const Frame = styled.div`
  position: relative;
  aspect-ratio: 3 / 4;
  overflow: hidden;
  border-radius: ${radii.normal};
  background: ${colors.background};
  img { width: 100%; height: 100%; object-fit: cover; display: block; }
`;
/** Earlier and later on the left, delete apart on the right. */
const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: ${space[1]}px;
  & > :last-child { margin-inline-start: auto; }
`;
/** A square icon button: the aria-label names it; three fit the narrowest tile (140 px). */
const IconButton = styled(Button)`
  width: 40px;
  padding-inline: 0;
`;
/** Full tile width with a slim inner margin: the longest wording (pl, nb) stays on one line in a 160 px tile. */
const MakeMain = styled(Button)`
  padding-inline: ${space[2]}px;
`;

/** Why a moderator rejected the photo, under it. */
const Reason = styled.p`
  margin: ${space[1]}px 0 0;
  font-size: ${fonts.size.small};
`;

/** What a tile can ask for. */
export interface PhotoTileActions {
  makeMain(id: number): void;
  move(id: number, step: -1 | 1): void;
  remove(id: number): void;
}

/** A photo tile; `number` is its 1-based place, used in the accessible names. */
export function PhotoTile({ photo, number, count, busy, actions }: { photo: OwnPhoto; number: number; count: number; busy: boolean; actions: PhotoTileActions }) {
  const t = useTexts();
  return (
    <Tile data-testid="own-photo" data-photo-id={photo.id} data-status={photo.status} data-main={photo.main}>
      <Frame>
        <img {...photoSource(photo)} sizes={TILE_SIZES} alt={t('photos.alt', { number })} loading="lazy" />
        {photo.main && <PhotoTag data-testid="photo-main">{t('photos.main')}</PhotoTag>}
        {photo.status === 'pending' && <PhotoTag $pending data-testid="photo-pending">{t('photos.pending')}</PhotoTag>}
        {photo.status === 'rejected' && <PhotoTag $pending data-testid="photo-rejected">{t('photos.rejected')}</PhotoTag>}
      </Frame>
      {photo.status === 'rejected' && photo.rejection_reason && <Reason data-testid="photo-rejection-reason">{t(`photos.rejectedBecause.${photo.rejection_reason}`)}</Reason>}
      <Tools>
        <IconButton size="small" variant="ghost" disabled={busy || number === 1} onClick={() => actions.move(photo.id, -1)} aria-label={t('photos.moveEarlier', { number })} data-testid="photo-earlier">
          <ArrowLeft size={20} aria-hidden="true" />
        </IconButton>
        <IconButton size="small" variant="ghost" disabled={busy || number === count} onClick={() => actions.move(photo.id, 1)} aria-label={t('photos.moveLater', { number })} data-testid="photo-later">
          <ArrowRight size={20} aria-hidden="true" />
        </IconButton>
        <IconButton size="small" variant="ghost" disabled={busy} onClick={() => actions.remove(photo.id)} aria-label={t('photos.deleteOf', { number })} data-testid="photo-delete">
          <Trash2 size={20} aria-hidden="true" />
        </IconButton>
      </Tools>
      {!photo.main && photo.status === 'active' && (
        <MakeMain size="small" variant="outline" block disabled={busy} onClick={() => actions.makeMain(photo.id)} aria-label={t('photos.makeMainOf', { number })} data-testid="photo-make-main">
          {t('photos.makeMain')}
        </MakeMain>
      )}
    </Tile>
  );
}
