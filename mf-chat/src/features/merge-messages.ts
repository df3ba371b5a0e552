/** A conversation's messages from its pages and what arrived live: one list, newest first, each once, read receipts applied. */
import type { ChatMessage } from '@dating/shared-contracts';

export function mergeMessages(lists: readonly (readonly ChatMessage[])[], readUpTo: number): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  // Earlier lists win: the live and newest answers come first.
  for (const list of lists) for (const message of list) if (!byId.has(message.id)) byId.set(message.id, message);
  return [...byId.values()]
    .sort((a, b) => b.id - a.id)
    .map((message) => (message.mine && message.status === 'sent' && message.id <= readUpTo ? { ...message, status: 'read' } : message));
}

/** The newest message the member received (0 without one): what opening the conversation marks read. */
export function newestReceived(messages: readonly ChatMessage[]): number {
  return messages.find((message) => !message.mine)?.id ?? 0;
}
