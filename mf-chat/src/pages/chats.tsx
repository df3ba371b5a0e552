/**
 * /chats: the member's conversations, most recent first, live: a message received, read or a
 * conversation gone asks the list again. Deleting removes the conversation at once, then calls the
 * server; when the server refuses, the member is alerted and the list is read again (spec section 4).
 */
import styled from 'styled-components';
import { useEndpoint, useHost, useRevalidate, useServerEvent, useServerResync, useTexts } from '@dating/remote-kit';
import { Button, Card, EmptyState, RouteButton, Stack, Skeleton } from '@dating/shared-ui';
import { ChatListRow } from '../features/chat-list-item';

const List = styled.ul`
  margin: 0;
  padding: 0;
`;

export function ChatsPage() {
  const t = useTexts();
  const { api, bus, navigation } = useHost();
  const chats = useEndpoint('chats');
  const revalidate = useRevalidate();
  const again = () => void revalidate('chats');
  useServerEvent('message.received', again);
  useServerEvent('message.read', again);
  useServerEvent('conversation.deleted', again);
  useServerResync(again);

  const remove = async (conversation: number) => {
    const before = chats.data;
    if (!before) return;
    await chats.mutate({ ...before, chats: before.chats.filter((item) => item.conversation.id !== conversation) }, { revalidate: false });
    try {
      await api.call('deleteChat', { conversation });
    } catch {
      bus.emit('toast:show', { message: t('list.deleteFailed'), kind: 'danger' });
      again();
    }
  };

  return (
    <Card data-testid="chats-page">
      <Stack $gap={3}>
        <h1>{t('chats.title')}</h1>
        {chats.error && !chats.data ? (
          <EmptyState title={t('chats.error')} action={<Button onClick={again}>{t('retry')}</Button>} />
        ) : !chats.data ? (
          <div aria-busy="true">{[0, 1, 2].map((n) => <Skeleton key={n} shape="block" height="64px" />)}</div>
        ) : chats.data.chats.length === 0 ? (
          <EmptyState title={t('chats.empty')} action={<RouteButton navigation={navigation} to="members">{t('chats.empty.action')}</RouteButton>} data-testid="chats-empty" />
        ) : (
          <List data-testid="chats-list">
            {chats.data.chats.map((item) => <ChatListRow key={item.conversation.id} item={item} onDelete={() => void remove(item.conversation.id)} />)}
          </List>
        )}
      </Stack>
    </Card>
  );
}
