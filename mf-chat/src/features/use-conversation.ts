/**
 * One conversation as its page uses it: the newest page (swr), older pages asked as the member
 * scrolls up, messages that arrived live, the member's own sends in flight (sending, failed with
 * retry; each keeps its client id, so a retry or a double click is one message and one charge;
 * a photo goes as multipart to sendPhoto), the
 * read receipt, and marking the conversation read while it is open.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useEndpoint, useHost, useRevalidate, useServerEvent } from '@dating/remote-kit';
import { isApiError, type ApiFailure, type ChatAnswer, type ChatMessage } from '@dating/shared-contracts';
import { mergeMessages, newestReceived } from './merge-messages';

/** A send not answered yet, or refused. */
export interface PendingSend {
  clientId: string;
  text?: string;
  giftId?: string;
  /** A photo to send, and its local preview (an object URL) while it is on its way. */
  photo?: { file: File; preview: string };
  state: 'sending' | 'failed';
  failure?: ApiFailure;
}

/** Which conversation: by its id, or the one with a profile (it may not exist until the first message). */
export type ConversationTarget = { id: number } | { profileId: number };

const failureOf = (error: unknown): ApiFailure =>
  isApiError(error) ? { status: error.status, code: error.code, message: error.message } : { status: 0, code: 'generic', message: '' };

/** The multipart form of a photo send: where it goes, its client id, and the file. */
function photoForm(where: { conversation_id: number } | { profile_id: number }, clientId: string, file: File): FormData {
  const form = new FormData();
  for (const [field, value] of Object.entries(where)) form.append(field, String(value));
  form.append('client_id', clientId);
  form.append('photo', file);
  return form;
}

export function useConversation(target: ConversationTarget) {
  const { api, navigation } = useHost();
  const revalidate = useRevalidate();
  const query = 'id' in target ? { id: target.id } : { profile_id: target.profileId };
  const first = useEndpoint('chat', query);
  const [older, setOlder] = useState<{ messages: ChatMessage[]; before: number | null; limited: boolean } | null>(null);
  const [live, setLive] = useState<ChatMessage[]>([]);
  const [pending, setPending] = useState<PendingSend[]>([]);
  const [readUpTo, setReadUpTo] = useState(0);
  const [conversationId, setConversationId] = useState<number | null>('id' in target ? target.id : null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const answer: ChatAnswer | undefined = first.data;

  useEffect(() => {
    if (answer?.conversation) setConversationId(answer.conversation.id);
    if (answer) setReadUpTo((current) => Math.max(current, answer.read_up_to));
  }, [answer]);

  const messages = useMemo(
    () => mergeMessages([live, answer?.messages ?? [], older?.messages ?? []], readUpTo),
    [live, answer, older, readUpTo],
  );
  const before = older ? older.before : answer?.before ?? null;
  const historyLimited = older ? older.limited : answer?.history_limited ?? false;

  useServerEvent('message.received', (event) => {
    if (event.conversation_id !== conversationId) return;
    setLive((current) => [event.message, ...current]);
  });
  useServerEvent('message.read', (event) => {
    if (event.conversation_id === conversationId) setReadUpTo((current) => Math.max(current, event.up_to));
  });
  useServerEvent('conversation.deleted', (event) => {
    if (event.conversation_id === conversationId) navigation.to('chats', undefined, undefined, { replace: true });
  });

  // Opening the conversation (and each message received while it is open) sets its unread count to zero.
  const readMark = useRef(0);
  const newest = newestReceived(messages);
  useEffect(() => {
    if (conversationId === null || newest <= readMark.current) return;
    readMark.current = newest;
    void api.call('chatRead', { conversation: conversationId, up_to: newest }).then(() => revalidate('chats')).catch(() => {
      readMark.current = 0;
    });
  }, [api, conversationId, newest, revalidate]);

  const loadOlder = useCallback(async () => {
    if (before === null || loadingOlder || conversationId === null) return;
    setLoadingOlder(true);
    try {
      const page = await api.call('chat', { id: conversationId, before });
      setOlder((current) => ({ messages: [...(current?.messages ?? []), ...page.messages], before: page.before, limited: page.history_limited }));
    } finally {
      setLoadingOlder(false);
    }
  }, [api, before, conversationId, loadingOlder]);

  const deliver = useCallback(async (send: PendingSend) => {
    setPending((current) => [...current.filter((item) => item.clientId !== send.clientId), { ...send, state: 'sending', failure: undefined }]);
    const where = conversationId !== null ? { conversation_id: conversationId } : { profile_id: (target as { profileId: number }).profileId };
    try {
      const sent = send.photo
        ? await api.call('sendPhoto', photoForm(where, send.clientId, send.photo.file))
        : await api.call('sendMessage', { ...where, client_id: send.clientId, ...(send.giftId !== undefined ? { gift_id: send.giftId } : { text: send.text ?? '' }) });
      if (send.photo) URL.revokeObjectURL(send.photo.preview);
      setConversationId(sent.conversation.id);
      setLive((current) => [sent.message, ...current]);
      setPending((current) => current.filter((item) => item.clientId !== send.clientId));
      void revalidate('chats');
      // What the next message costs changes once the free messages are used up.
      if (answer && answer.message_cost === 0) void first.mutate();
      return true;
    } catch (error) {
      setPending((current) => current.map((item) => (item.clientId === send.clientId ? { ...item, state: 'failed', failure: failureOf(error) } : item)));
      return false;
    }
  }, [api, answer, conversationId, first, revalidate, target]);

  return {
    answer, error: first.error as unknown, reload: () => first.mutate(), messages, pending, before, historyLimited, loadOlder, loadingOlder,
    conversationId, deliver,
    discard: (clientId: string) => setPending((current) => current.filter((item) => item.clientId !== clientId)),
  };
}
