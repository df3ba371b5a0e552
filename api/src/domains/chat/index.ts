/** The chat domain's public face: conversations, messages paid through the credit ledger, read state, gifts, its handlers of `member.blocked` and `member.confirmed`, and the erasure of an account's conversations. */
import type { Database } from '../../db/database.js';
import { createChatRepository } from './repository.js';
import { createChatService, type ChatNeeds } from './service.js';

export type { ChatService } from './service.js';
export type { MessageRow } from './repository.js';
export { chatPlugin } from './routes.js';

/** Wires the chat service; it registers the messages badge and its domain-event handlers. */
export function createChat(db: Database, needs: ChatNeeds) {
  return createChatService(createChatRepository(db), needs);
}
