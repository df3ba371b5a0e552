/**
 * The composer's photo button: says what a photo costs before it is pressed ("Photo · 20
 * credits") and opens the file chooser (images only). The chosen file is sent at once with its
 * own client id; the server re-encodes it or refuses it in the member's language.
 */
import { useRef } from 'react';
import { useTexts } from '@dating/remote-kit';
import { Button, Camera } from '@dating/shared-ui';

/** The formats the photos pipeline reads (it checks the bytes, not this list). */
const ACCEPTED = 'image/jpeg,image/png,image/webp,image/heic,image/heif';

export function PhotoButton({ cost, disabled, onChoose }: { cost: number; disabled?: boolean; onChoose: (file: File) => void }) {
  const t = useTexts();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        type="button"
        size="small"
        variant="outline"
        icon={<Camera size={16} aria-hidden="true" />}
        disabled={disabled}
        onClick={() => input.current?.click()}
        data-testid="open-photo"
      >
        {t('photo.send', { credits: cost })}
      </Button>
      <input
        ref={input}
        type="file"
        accept={ACCEPTED}
        hidden
        aria-label={t('photo.choose')}
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared, so choosing the same file again sends it again (a new message).
          event.target.value = '';
          if (file) onChoose(file);
        }}
        data-testid="photo-input"
      />
    </>
  );
}
