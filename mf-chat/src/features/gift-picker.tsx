/** The gift picker: the catalogue's pictures with their price; choosing one sends it (a gift always costs gift_credits). */
import styled from 'styled-components';
import { useTexts } from '@dating/remote-kit';
import type { Gift } from '@dating/shared-contracts';
import { Modal, colors, fonts, radii, space } from '@dating/shared-ui';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${space[2]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Choice = styled.button`
  display: grid;
  justify-items: center;
  gap: ${space[1]}px;
  width: 100%;
  padding: ${space[2]}px;
  border: 1px solid ${colors.border};
  border-radius: ${radii.normal};
  background: ${colors.surface};
  color: ${colors.text};
  font: inherit;
  font-size: ${fonts.size.small};
  cursor: pointer;
  &:hover { border-color: ${colors.primary}; }
  & img { width: 72px; height: 72px; }
`;

export function GiftPicker({ open, gifts, onClose, onChoose }: { open: boolean; gifts: Gift[]; onClose: () => void; onChoose: (gift: Gift) => void }) {
  const t = useTexts();
  return (
    <Modal open={open} onClose={onClose} title={t('gifts.title')} closeLabel={t('icebreaker.close')} sheet data-testid="gift-picker">
      <Grid>
        {gifts.map((gift) => (
          <li key={gift.id}>
            <Choice type="button" onClick={() => onChoose(gift)} data-testid="gift-choice" data-gift={gift.id}>
              <img src={gift.image} alt="" />
              <span>{t(`gift.${gift.id}` as 'gift.rose')}</span>
              <span>{t('gifts.price', { credits: gift.credits })}</span>
            </Choice>
          </li>
        ))}
      </Grid>
    </Modal>
  );
}
