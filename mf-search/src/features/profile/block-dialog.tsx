/**
 * Blocking with confirmation: the modal says what a block does (both hidden from each other,
 * likes and chats between them deleted), then POST /api/block.php and back to the search.
 */
import { useState } from 'react';
import { isApiError } from '@dating/shared-contracts';
import { useHost, useTexts } from '@dating/remote-kit';
import { Alert, Ban, Button, Modal } from '@dating/shared-ui';

/** The block button and its confirmation. */
export function BlockAction({ profileId, name }: { profileId: number; name: string }) {
  const { api, navigation } = useHost();
  const t = useTexts();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const block = async () => {
    setBusy(true);
    setError(null);
    try {
      await api.call('block', { profile_id: profileId });
      setOpen(false);
      navigation.to('members', {}, { blocked: '1' }, { replace: true });
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : t('search.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="ghost" icon={<Ban size={18} aria-hidden="true" />} onClick={() => setOpen(true)} data-testid="profile-block">
        {t('profile.block')}
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t('block.title', { name })}
        closeLabel={t('common.close')}
        sheet
        data-testid="block-dialog"
        footer={
          <>
            <Button variant="ghost" onClick={() => setOpen(false)} data-testid="block-cancel">{t('common.cancel')}</Button>
            <Button variant="danger" loading={busy} onClick={() => void block()} data-testid="block-confirm">{t('block.confirm')}</Button>
          </>
        }
      >
        <p>{t('block.text', { name })}</p>
        {error && <Alert kind="danger">{error}</Alert>}
      </Modal>
    </>
  );
}
