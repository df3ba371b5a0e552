/**
 * /chats: the member's conversations, most recent first, a page at a time (the next loads as the
 * member scrolls near the end, or with "more"), live: a message received, read or a conversation
 * gone asks the first page again, and a conversation with a new message moves to the top (the
 * later pages follow the first one's new end, each conversation once). Deleting removes the
 * conversation at once, then calls the server; when the server refuses, the member is alerted and
 * the list is read again (spec section 4).
 */
import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { ListEnd, useCursorPages, useEndpoint, useHost, useRevalidate, useServerEvent, useServerResync, useTexts } from '@dating/remote-kit';
import type { ChatListItem } from '@dating/shared-contracts';
import { Button, Card, EmptyState, RouteButton, Stack, Skeleton } from '@dating/shared-ui';
import { ChatListRow } from '../features/chat-list-item';

const List = styled.ul`
  margin: 0;
  padding: 0;
`;

const keyOf = (item: ChatListItem) => item.conversation.id;

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
  // Conversations deleted here, hidden on every page until the server has answered.
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());

  const fetchPage = useCallback(async (after: string) => {
    const answer = await api.call('chats', { after });
    return { entries: answer.chats, next: answer.next };
  }, [api]);
  const first = chats.data && { entries: chats.data.chats, next: chats.data.next };
  const pages = useCursorPages(first, fetchPage, keyOf);
  const shown = pages.entries?.filter((item) => !removed.has(item.conversation.id));

  const remove = async (conversation: number) => {
    setRemoved((ids) => new Set(ids).add(conversation));
    try {
      await api.call('deleteChat', { conversation });
      await chats.mutate();
    } catch {
      bus.emit('toast:show', { message: t('list.deleteFailed'), kind: 'danger' });
      setRemoved((ids) => {
        const left = new Set(ids);
        left.delete(conversation);
        return left;
      });
      again();
    }
  };

  return (
    <Card data-testid="chats-page">
      <Stack $gap={3}>
        <h1>{t('chats.title')}</h1>
        {chats.error && !chats.data ? (
          <EmptyState title={t('chats.error')} action={<Button onClick={again}>{t('retry')}</Button>} />
        ) : !shown ? (
          <div aria-busy="true">{[0, 1, 2].map((n) => <Skeleton key={n} shape="block" height="64px" />)}</div>
        ) : shown.length === 0 && !pages.hasMore ? (
          <EmptyState title={t('chats.empty')} action={<RouteButton navigation={navigation} to="members">{t('chats.empty.action')}</RouteButton>} data-testid="chats-empty" />
        ) : (
          <>
            <List data-testid="chats-list">
              {shown.map((item) => <ChatListRow key={item.conversation.id} item={item} onDelete={() => void remove(item.conversation.id)} />)}
            </List>
            <ListEnd
              state={pages}
              testId="chats-more"
              texts={{ more: t('list.more'), retry: t('retry'), end: t('list.more.end'), error: t('list.more.error'), loaded: (count) => t('list.more.loaded', { count }) }}
            />
          </>
        )}
      </Stack>
    </Card>
  );
}
