/**
 * Before a photo is uploaded, the member chooses what its frames show: a tap on the picture (or
 * the two sliders, by keyboard) sets the point the 3:4 frame and the avatar square are cut
 * around, and the preview beside it is that cut, computed by the same rule the server cuts with.
 */
import { useEffect, useState, type MouseEvent } from 'react';
import styled from 'styled-components';
import { Button, Modal, Slider, colors, fonts, radii, space } from '@dating/shared-ui';
import { CENTRE_FOCUS, PHOTO_UPLOAD, cropAsObjectPosition, type PhotoFocus } from '@dating/shared-contracts';
import { useTexts } from '@dating/remote-kit';

const Pictures = styled.div`
  display: flex;
  gap: ${space[3]}px;
  align-items: flex-start;
  margin: ${space[3]}px 0;
`;
const Whole = styled.button`
  flex: 1;
  min-width: 0;
  display: flex;
  justify-content: center;
  padding: 0;
  border: 0;
  background: ${colors.background};
  border-radius: ${radii.normal};
  cursor: crosshair;
`;
/** The picture's own box (no letterboxing), so a point in it is a point of the photo. */
const Drawn = styled.span`
  position: relative;
  display: block;
  img { display: block; max-width: 100%; max-height: 280px; }
`;
const Marker = styled.span`
  position: absolute;
  width: 20px;
  height: 20px;
  margin: -10px 0 0 -10px;
  border: 3px solid ${colors.surface};
  border-radius: 50%;
  box-shadow: 0 0 0 2px ${colors.primaryDark};
  pointer-events: none;
`;
const Preview = styled.figure`
  flex: 0 0 96px;
  margin: 0;
  font-size: ${fonts.size.small};
  color: ${colors.muted};
  img { display: block; width: 96px; aspect-ratio: 3 / 4; object-fit: cover; border-radius: ${radii.normal}; }
  figcaption { margin-top: ${space[1]}px; }
`;

/** The form an upload sends: the file and the chosen focal point. */
export function photoForm(file: File, focus: PhotoFocus): FormData {
  const form = new FormData();
  form.append('photo', file);
  form.append('focus_x', String(focus.x));
  form.append('focus_y', String(focus.y));
  return form;
}

/** The picture's object URL while the dialog shows it (none where the browser cannot make one). */
function usePictureUrl(file: File | null): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') return undefined;
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setUrl(undefined);
    };
  }, [file]);
  return url;
}

/** The dialog for `file` (closed while null); `onConfirm` uploads with the chosen point. */
export function PhotoFocusDialog({ file, onCancel, onConfirm }: { file: File | null; onCancel: () => void; onConfirm: (focus: PhotoFocus) => void }) {
  const t = useTexts();
  const url = usePictureUrl(file);
  const [focus, setFocus] = useState<PhotoFocus>(CENTRE_FOCUS);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  useEffect(() => {
    setFocus(CENTRE_FOCUS);
    setSize(null);
  }, [file]);

  function pick(event: MouseEvent<HTMLButtonElement>) {
    const box = event.currentTarget.querySelector('img')?.getBoundingClientRect();
    if (!box || box.width === 0 || box.height === 0) return;
    const share = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 100) / 100;
    setFocus({ x: share((event.clientX - box.left) / box.width), y: share((event.clientY - box.top) / box.height) });
  }

  const position = size ? cropAsObjectPosition(size.width, size.height, PHOTO_UPLOAD.frameRatio, focus) : '50% 50%';
  return (
    <Modal
      open={file !== null}
      onClose={onCancel}
      title={t('photoFocus.title')}
      closeLabel={t('common.close')}
      data-testid="photo-focus-dialog"
      footer={
        <>
          <Button variant="ghost" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => onConfirm(focus)} data-testid="photo-focus-confirm">
            {t('photoFocus.use')}
          </Button>
        </>
      }
    >
      <p>{t('photoFocus.text')}</p>
      <Pictures>
        {/* Out of the tab order: the sliders below set the same point by keyboard. */}
        <Whole type="button" tabIndex={-1} onClick={pick} data-testid="photo-focus-picture">
          <Drawn>
            {url && <img src={url} alt={t('photoFocus.picture')} onLoad={(event) => setSize({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })} />}
            {size && <Marker style={{ left: `${focus.x * 100}%`, top: `${focus.y * 100}%` }} aria-hidden="true" />}
          </Drawn>
        </Whole>
        <Preview>
          {url && <img src={url} alt="" style={{ objectPosition: position }} data-testid="photo-focus-preview" />}
          <figcaption>{t('photoFocus.preview')}</figcaption>
        </Preview>
      </Pictures>
      <Slider label={t('photoFocus.horizontal')} min={0} max={100} value={Math.round(focus.x * 100)} onChange={(x) => setFocus({ ...focus, x: x / 100 })} testId="photo-focus-x" />
      <Slider label={t('photoFocus.vertical')} min={0} max={100} value={Math.round(focus.y * 100)} onChange={(y) => setFocus({ ...focus, y: y / 100 })} testId="photo-focus-y" />
    </Modal>
  );
}
