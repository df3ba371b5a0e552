/**
 * The 'New like!' modal (spec sections 2 and 4): the profile's main image and a button; a backdrop
 * click closes it; a click on the image or the button hands the profile id on (to open the profile).
 */
import styled from 'styled-components';
import { useTexts } from '@dating/remote-kit';
import { Button, Heart, Modal, colors, fonts, radii, space } from '@dating/shared-ui';

/** Who the modal announces. */
export interface MatchModalProfile {
  id: number;
  name: string;
  /** Full URL of the main image ('' without one). */
  image: string;
}

const Body = styled.div`
  display: grid;
  justify-items: center;
  gap: ${space[4]}px;
  padding: ${space[5]}px;
  text-align: center;
`;

const Title = styled.h2`
  margin: 0;
  font-family: ${fonts.heading};
  font-size: ${fonts.size.title};
  font-weight: ${fonts.weight.heavy};
  line-height: ${fonts.lineHeight.tight};
  color: ${colors.secondaryDark};
`;

const ImageButton = styled.button`
  padding: 0;
  border: 0;
  border-radius: ${radii.large};
  overflow: hidden;
  background: none;
  cursor: pointer;
  img {
    display: block;
    width: min(280px, 70vw);
    aspect-ratio: 1;
    object-fit: cover;
  }
`;

export function MatchModal({ profile, onClose, onOpen }: { profile: MatchModalProfile; onClose: () => void; onOpen: (profileId: number) => void }) {
  const t = useTexts();
  return (
    <Modal open onClose={onClose} bare label={t('match.modal.title')} closeLabel={t('common.close')} data-testid="match-modal">
      <Body>
        <Title>{t('match.modal.title')}</Title>
        {profile.image && (
          <ImageButton type="button" onClick={() => onOpen(profile.id)} aria-label={t('match.modal.view', { name: profile.name })} data-testid="match-modal-image">
            <img src={profile.image} alt="" />
          </ImageButton>
        )}
        <p>{t('match.modal.text', { name: profile.name })}</p>
        <Button variant="secondary" icon={<Heart size={18} aria-hidden />} onClick={() => onOpen(profile.id)} data-testid="match-modal-button">
          {t('match.modal.view', { name: profile.name })}
        </Button>
      </Body>
    </Modal>
  );
}
