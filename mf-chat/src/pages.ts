/** mf-chat's pages by route name (shared-contracts/src/routes.ts). */
import type { Pages } from '@dating/remote-kit';
import { ChatsPage } from './pages/chats';
import { ChatsIdPage } from './pages/chats-id';
import { MembersIdChatPage } from './pages/members-id-chat';

/** The page of each route this remote owns. */
export const pages: Pages = { chats: ChatsPage, 'chats-id': ChatsIdPage, 'members-id-chat': MembersIdChatPage };
