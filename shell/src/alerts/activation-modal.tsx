/**
 * The activation reminder as a modal (smartphones right after an API signup); loaded only then.
 * It offers the same way out as the banner: send again, or change a wrong address.
 */
import { Button, Modal } from '@dating/shared-ui';
import type { Member } from '@dating/shared-contracts';
import { useTexts } from '@dating/remote-kit';
import { ActivationWays } from './activation-ways.js';

export default function ActivationModal({ member, onClose }: { member: Member; onClose: () => void }) {
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
      <p>{t('alert.activation')}</p>
      <ActivationWays member={member} testId="activation-modal" onChange={onClose} />
    </Modal>
  );
}
