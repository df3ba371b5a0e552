/** The icebreaker modal: a few opening lines for an empty conversation; choosing one fills the composer (nothing is sent). */
import styled from 'styled-components';
import { useTexts } from '@dating/remote-kit';
import { Button, Modal, space } from '@dating/shared-ui';

/** The opening lines' text keys, in the order offered. */
export const ICEBREAKERS = ['icebreaker.1', 'icebreaker.2', 'icebreaker.3', 'icebreaker.4'] as const;

const Lines = styled.ul`
  display: grid;
  gap: ${space[2]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export function Icebreakers({ open, name, onClose, onChoose }: { open: boolean; name: string; onClose: () => void; onChoose: (text: string) => void }) {
  const t = useTexts();
  return (
    <Modal open={open} onClose={onClose} title={t('icebreaker.title')} closeLabel={t('icebreaker.close')} sheet data-testid="icebreakers">
      <Lines>
        {ICEBREAKERS.map((key) => (
          <li key={key}>
            <Button variant="outline" block onClick={() => onChoose(t(key, { name }))} data-testid="icebreaker">
              {t(key, { name })}
            </Button>
          </li>
        ))}
      </Lines>
    </Modal>
  );
}
