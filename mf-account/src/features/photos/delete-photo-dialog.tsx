/** Asks before a photo is deleted (its files go too, so it cannot be undone). */
import { Button, Modal } from '@dating/shared-ui';
import { useTexts } from '@dating/remote-kit';

/** The confirmation; `onConfirm` deletes. */
export function DeletePhotoDialog({ open, onCancel, onConfirm }: { open: boolean; onCancel: () => void; onConfirm: () => void }) {
  const t = useTexts();
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={t('photos.deleteTitle')}
      closeLabel={t('common.close')}
      data-testid="photo-delete-dialog"
      footer={
        <>
          <Button variant="ghost" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button variant="danger" onClick={onConfirm} data-testid="photo-delete-confirm">
            {t('photos.delete')}
          </Button>
        </>
      }
    >
      {t('photos.deleteQuestion')}
    </Modal>
  );
}
