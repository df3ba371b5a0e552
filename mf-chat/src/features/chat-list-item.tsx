/** One conversation in the list: photo, name and fictional sign, the last message and its time, the unread count, and whether the other side read it. */
import styled from 'styled-components';
import { useHost, useTexts } from '@dating/remote-kit';
import { href, type ChatListItem } from '@dating/shared-contracts';
import { Avatar, Badge, Button, CircleCheck, FictionalSign, Trash2, colors, fonts, space } from '@dating/shared-ui';
import { messageTime } from './chat-text';

const Row = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: center;
  border-bottom: 1px solid ${colors.border};
`;

const Open = styled.a`
  display: grid;
  grid-template-columns: auto 1fr auto;
  gap: ${space[3]}px;
  align-items: center;
  padding: ${space[3]}px;
  color: ${colors.text};
  text-decoration: none;
  min-width: 0;
  &:hover { background: ${colors.primarySoft}; }
`;

const Lines = styled.span`
  display: grid;
  min-width: 0;
`;

const Name = styled.span`
  display: flex;
  gap: ${space[1]}px;
  align-items: center;
  font-weight: ${fonts.weight.bold};
`;

const Preview = styled.span<{ $unread: boolean }>`
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  color: ${({ $unread }) => ($unread ? colors.text : colors.muted)};
  font-weight: ${({ $unread }) => ($unread ? fonts.weight.medium : fonts.weight.regular)};
  display: flex;
  gap: ${space[1]}px;
  align-items: center;
`;

const Side = styled.span`
  display: grid;
  justify-items: end;
  gap: ${space[1]}px;
  font-size: ${fonts.size.small};
  color: ${colors.muted};
`;

export function ChatListRow({ item, onDelete }: { item: ChatListItem; onDelete: () => void }) {
  const t = useTexts();
  const { navigation, settings, locale } = useHost();
  const { profile, last_message: last } = item;
  const unread = item.num_unread_messages;
  const preview = !last ? '' : last.kind === 'gift' ? t('list.gift') : last.text ?? '';
  return (
    <Row data-testid="chat-item" data-conversation={item.conversation.id}>
      <Open
        href={href('chats-id', { id: item.conversation.id })}
        onClick={(event) => { event.preventDefault(); navigation.to('chats-id', { id: String(item.conversation.id) }); }}
      >
        <Avatar src={profile.photo?.sizes[0]?.url ?? null} name={profile.name} size={56} decorative />
        <Lines>
          <Name>
            {profile.name}
            {profile.fictional && <FictionalSign icon={settings.fictional_icon || undefined} label={settings.fictional_singular} />}
          </Name>
          <Preview $unread={unread > 0} data-testid="chat-preview">
            {last?.mine && last.status === 'read' && <><CircleCheck size={14} aria-hidden="true" /><span data-testid="chat-read">{t('message.read')}</span>{' · '}</>}
            {last?.mine ? t('list.you', { text: preview }) : preview}
          </Preview>
        </Lines>
        <Side>
          {last && <time dateTime={last.sent_at}>{messageTime(last.sent_at, locale)}</time>}
          {unread > 0 && <Badge count={unread} aria-label={t('list.unread', { count: unread })} data-testid="chat-unread" />}
        </Side>
      </Open>
      <Button variant="ghost" size="small" aria-label={t('list.delete', { name: profile.name })} title={t('list.delete', { name: profile.name })} icon={<Trash2 size={18} aria-hidden="true" />} onClick={onDelete} data-testid="chat-delete">
        {null}
      </Button>
    </Row>
  );
}
