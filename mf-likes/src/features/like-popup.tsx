/**
 * The like popup of `?t=<seconds>` (spec sections 2 and 4): a profile that likes the member, with a
 * button to view it (/members/{id}).
 */
import styled from 'styled-components';
import { useHost, useTexts } from '@dating/remote-kit';
import { Avatar, Button, Modal, space } from '@dating/shared-ui';

const Body = styled.div`
  display: grid;
  justify-items: center;
  gap: ${space[3]}px;
  text-align: center;
`;

export function LikePopup({ profile, onClose }: { profile: { id: number; name: string; image: string }; onClose: () => void }) {
  const t = useTexts();
  const { navigation } = useHost();
  const view = () => {
    onClose();
    navigation.to('members-id', { id: String(profile.id) });
  };
  return (
    <Modal open onClose={onClose} title={t('popup.title', { name: profile.name })} closeLabel={t('common.close')} data-testid="like-popup">
      <Body>
        <Avatar src={profile.image || undefined} name={profile.name} size={120} decorative />
        <p>{t('popup.text', { name: profile.name })}</p>
        <Button variant="secondary" onClick={view} data-testid="like-popup-view">
          {t('popup.view')}
        </Button>
      </Body>
    </Modal>
  );
}
