/** The operators' queue: waiting conversations, longest waiting first, each with its claim (who, until when) and an open button. */
import styled from 'styled-components';
import { Button, colors, space } from '@dating/shared-ui';
import type { OperatorQueueItem } from '@dating/shared-contracts';
import { useTexts } from '@dating/remote-kit';
import { CardList } from '../../layout/console-parts';
import { useDateTime } from '../../layout/date-time';

const Item = styled.li<{ $selected: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space[2]}px;
  padding: ${space[3]}px;
  border: 1px solid ${({ $selected }) => ($selected ? colors.primary : colors.border)};
  border-radius: 8px;
  & > p { margin: 0; overflow-wrap: anywhere; }
`;

export function OperatorQueue({ items, selected, onOpen }: { items: readonly OperatorQueueItem[]; selected: number | null; onOpen(id: number): void }) {
  const t = useTexts();
  const dateTime = useDateTime();
  return (
    <CardList data-testid="operator-queue">
      {items.map((item) => (
        <Item key={item.conversation_id} $selected={item.conversation_id === selected} data-testid="operator-queue-item" data-conversation={item.conversation_id}>
          <p>
            <strong>{item.member.name}</strong> → {item.profile.name}
            <br />
            {t('operators.waitingSince', { time: dateTime(item.waiting_since) })}
            {item.claimed_by && <> · {t('operators.claimedBy', { name: item.claimed_by.name })}</>}
          </p>
          <Button variant="secondary" onClick={() => onOpen(item.conversation_id)} data-testid="operator-open">{t('operators.open')}</Button>
        </Item>
      ))}
    </CardList>
  );
}
