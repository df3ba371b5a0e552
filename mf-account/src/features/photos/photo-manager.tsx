/**
 * The member's own photos: upload (multipart field `photo`, at most 10 MB, after choosing what
 * its frames show), choose the main photo, reorder by buttons, delete after a confirmation. Pending photos show to their owner
 * with their state. At the limit (3 free, 25 premium) the upload is refused with the way to
 * premium. Every change refreshes the shell's member, so the top-bar avatar and the profile-photo
 * alert follow the main photo.
 */
import { useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { Alert, Button, RouteLink, Skeleton, colors, fonts } from '@dating/shared-ui';
import { PHOTO_LIMIT, PHOTO_UPLOAD, isApiError, type EndpointAnswer, type PhotoFocus } from '@dating/shared-contracts';
import { useEndpoint, useErrorText, useHost, useServerEvent, useTexts } from '@dating/remote-kit';
import { SuccessToast } from '../../layout/success-toast';
import { PhotoTile } from './photo-tile';
import { moved } from './photo-order';
import { DeletePhotoDialog } from './delete-photo-dialog';
import { PhotoFocusDialog, photoForm } from './photo-focus-dialog';
import { HiddenFileInput } from './photo-parts';

type Photos = EndpointAnswer<'ownPhotos'>;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: 16px;
  margin: 0 0 16px;
  padding: 0;
  list-style: none;
`;
const Count = styled.p`
  margin: 0 0 12px;
  color: ${colors.muted};
  font-size: ${fonts.size.small};
`;

/** The photo part of the profile page. */
export function PhotoManager() {
  const { data, mutate } = useEndpoint('ownPhotos');
  // A moderator's decision shows at once: approved, or rejected with its reason.
  useServerEvent('photo.reviewed', () => void mutate());
  if (!data) return <Skeleton height="160px" />;
  return <LoadedPhotos photos={data} store={(next) => void mutate(next, { revalidate: false })} />;
}

function LoadedPhotos({ photos: { photos, limit }, store }: { photos: Photos; store: (next: Photos) => void }) {
  const { api, session, navigation } = useHost();
  const t = useTexts();
  const errorText = useErrorText();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ message: string; premium: boolean } | null>(null);
  const [toast, setToast] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [chosen, setChosen] = useState<File | null>(null);
  const full = photos.length >= limit;
  const canGoPremium = limit < PHOTO_LIMIT.premium;

  /** Runs one change; the answer is the new list, and the shell reads the member again. */
  async function change(action: () => Promise<Photos>, done?: string) {
    setBusy(true);
    setProblem(null);
    try {
      store(await action());
      if (done) setToast(done);
      await session.refresh();
    } catch (error) {
      const code = isApiError(error) ? error.code : 'generic';
      setProblem({ message: isApiError(error) ? error.message : errorText('generic'), premium: code === 'photo_limit_reached' });
    } finally {
      setBusy(false);
    }
  }

  function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > PHOTO_UPLOAD.maxBytes) {
      setProblem({ message: errorText('photo_too_large', { megabytes: PHOTO_UPLOAD.maxBytes / 1024 / 1024 }), premium: false });
      return;
    }
    setChosen(file);
  }

  function uploadChosen(focus: PhotoFocus) {
    const form = photoForm(chosen!, focus);
    setChosen(null);
    void change(() => api.call('uploadPhoto', form), t('photos.uploaded'));
  }

  const ids = photos.map((photo) => photo.id);
  const actions = {
    makeMain: (id: number) => void change(() => api.call('arrangePhotos', { main: id }), t('photos.mainChosen')),
    move: (id: number, step: -1 | 1) => void change(() => api.call('arrangePhotos', { order: moved(ids, id, step) })),
    remove: (id: number) => setDeleting(id),
  };

  return (
    <div data-testid="photo-manager">
      <Count data-testid="photo-count">{t('photos.count', { count: photos.length, limit })}</Count>
      {photos.length > 0 ? (
        <Grid aria-label={t('photos.title')}>
          {photos.map((photo, index) => (
            <PhotoTile key={photo.id} photo={photo} number={index + 1} count={photos.length} busy={busy} actions={actions} />
          ))}
        </Grid>
      ) : (
        <p>{t('photos.none')}</p>
      )}
      {photos.some((photo) => photo.status === 'pending') && <Count>{t('photos.pendingExplained')}</Count>}
      {problem && (
        <Alert kind="danger" data-testid="photo-problem">
          {problem.message}{' '}
          {problem.premium && canGoPremium && (
            <RouteLink navigation={navigation} to="premium" data-testid="photo-premium-link">
              {t('photos.toPremium')}
            </RouteLink>
          )}
        </Alert>
      )}
      {full && !problem && canGoPremium && (
        <Alert kind="info" data-testid="photo-limit">
          {t('photos.limitReached', { limit, premium_limit: PHOTO_LIMIT.premium })}{' '}
          <RouteLink navigation={navigation} to="premium">
            {t('photos.toPremium')}
          </RouteLink>
        </Alert>
      )}
      <HiddenFileInput ref={input} type="file" name="photo" accept="image/jpeg,image/png,image/webp,image/heic,image/heif" onChange={upload} tabIndex={-1} aria-hidden="true" data-testid="photo-input" />
      <Button type="button" variant="secondary" loading={busy} onClick={() => input.current?.click()} data-testid="photo-add">
        {t('photos.add')}
      </Button>
      <PhotoFocusDialog file={chosen} onCancel={() => setChosen(null)} onConfirm={uploadChosen} />
      <DeletePhotoDialog
        open={deleting !== null}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const id = deleting!;
          setDeleting(null);
          void change(() => api.call('deletePhoto', { id }), t('photos.deleted'));
        }}
      />
      <SuccessToast message={toast} onClose={() => setToast(null)} testId="photo-toast" />
    </div>
  );
}
