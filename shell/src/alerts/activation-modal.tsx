/** The activation reminder as a modal (smartphones right after an API signup); loaded only then. */
import { Button, Modal } from '@dating/shared-ui';
import { useTexts } from '@dating/remote-kit';

export default function ActivationModal({ onClose }: { onClose: () => void }) {
  const t = useTexts();
  return (
    <Modal
      open
      onClose={onClose}
      title={t('alert.activationTitle')}
      closeLabel={t('common.close')}
      data-testid="activation-modal"
      footer={<Button onClick={onClose}>{t('alert.activationOk')}</Button>}
    >
      {t('alert.activation')}
    </Modal>
  );
}
