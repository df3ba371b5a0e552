/** The "saved" confirmation of this app's forms: a toast in the corner that closes itself. */
import { Toast, ToastRegion } from '@dating/shared-ui';
import { useTexts } from '@dating/remote-kit';

const SHOWN_MS = 5_000;

/** Shows `message` as a success toast while it is not null; `onClose` clears it. */
export function SuccessToast({ message, onClose, testId }: { message: string | null; onClose: () => void; testId?: string }) {
  const t = useTexts();
  if (!message) return null;
  return (
    <ToastRegion>
      <Toast kind="success" onClose={onClose} durationMs={SHOWN_MS} closeLabel={t('common.close')} data-testid={testId}>
        {message}
      </Toast>
    </ToastRegion>
  );
}
