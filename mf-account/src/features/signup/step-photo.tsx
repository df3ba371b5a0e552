/**
 * The signup's photo step, after the account exists (as Tinder and Bumble ask for it): one photo
 * through the member's own upload (POST /api/photos.php), or skip. The uploaded photo shows to its
 * owner as waiting for review, with what that means; the photo alert and /profile stay for later.
 */
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { Alert, Button, colors, radii, space } from '@dating/shared-ui';
import { PHOTO_UPLOAD, isApiError, type OwnPhoto, type PhotoFocus } from '@dating/shared-contracts';
import { useErrorText, useHost, useTexts } from '@dating/remote-kit';
import { urlFor } from '../photos/photo-order';
import { HiddenFileInput, PhotoTag } from '../photos/photo-parts';
import { PhotoFocusDialog, photoForm } from '../photos/photo-focus-dialog';

const Preview = styled.figure`
  position: relative;
  width: 160px;
  margin: 0 auto ${space[3]}px;
  aspect-ratio: 3 / 4;
  overflow: hidden;
  border-radius: ${radii.normal};
  background: ${colors.background};
  img { width: 100%; height: 100%; object-fit: cover; display: block; }
`;
const Buttons = styled.div`
  display: flex;
  gap: ${space[2]}px;
  margin-top: ${space[5]}px;
  & > :last-child { flex: 1; }
`;

/** The photo step; `onDone` when the member goes on, with or without a photo. */
export function StepPhoto({ onDone }: { onDone: () => void }) {
  const { api, session } = useHost();
  const t = useTexts();
  const errorText = useErrorText();
  const input = useRef<HTMLInputElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [photo, setPhoto] = useState<OwnPhoto | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // The submit button that led here is gone: start at the step's heading.
  useEffect(() => heading.current?.focus(), []);

  const [chosen, setChosen] = useState<File | null>(null);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > PHOTO_UPLOAD.maxBytes) {
      setProblem(errorText('photo_too_large', { megabytes: PHOTO_UPLOAD.maxBytes / 1024 / 1024 }));
      return;
    }
    setChosen(file);
  }

  async function upload(focus: PhotoFocus) {
    const form = photoForm(chosen!, focus);
    setChosen(null);
    setBusy(true);
    setProblem(null);
    try {
      const answer = await api.call('uploadPhoto', form);
      setPhoto(answer.photos[answer.photos.length - 1] ?? null);
      await session.refresh();
    } catch (error) {
      setProblem(isApiError(error) ? error.message : errorText('generic'));
    } finally {
      setBusy(false);
    }
  }

  const source = photo ? urlFor(photo.sizes, 320) : undefined;
  return (
    <section aria-labelledby="signup-photo-title" data-testid="signup-photo">
      <h2 id="signup-photo-title" ref={heading} tabIndex={-1}>
        {t('signupPhoto.title')}
      </h2>
      <p>{t('signupPhoto.text')}</p>
      {photo && (
        <>
          <Preview data-testid="signup-photo-preview" data-status={photo.status}>
            {source && <img src={source} alt={t('photos.alt', { number: 1 })} />}
            {photo.status === 'pending' && <PhotoTag as="figcaption" $pending data-testid="signup-photo-pending">{t('photos.pending')}</PhotoTag>}
          </Preview>
          {photo.status === 'pending' && <p>{t('photos.pendingExplained')}</p>}
        </>
      )}
      {problem && (
        <Alert kind="danger" data-testid="signup-photo-problem">
          {problem}
        </Alert>
      )}
      <HiddenFileInput ref={input} type="file" name="photo" accept="image/jpeg,image/png,image/webp,image/heic,image/heif" onChange={choose} tabIndex={-1} aria-hidden="true" data-testid="signup-photo-input" />
      <PhotoFocusDialog file={chosen} onCancel={() => setChosen(null)} onConfirm={(focus) => void upload(focus)} />
      <Buttons>
        {!photo && (
          <Button type="button" variant="link" disabled={busy} onClick={onDone} data-testid="signup-photo-skip">
            {t('signupPhoto.skip')}
          </Button>
        )}
        {photo ? (
          <Button type="button" disabled={busy} onClick={onDone} data-testid="signup-photo-continue">
            {t('common.next')}
          </Button>
        ) : (
          <Button type="button" variant="secondary" loading={busy} onClick={() => input.current?.click()} data-testid="signup-photo-choose">
            {t('signupPhoto.choose')}
          </Button>
        )}
      </Buttons>
    </section>
  );
}
