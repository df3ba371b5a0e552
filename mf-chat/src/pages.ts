/** mf-chat's pages by route name (shared-contracts/src/routes.ts). */
import { lazy } from 'react';
import type { Pages } from '@dating/remote-kit';

// Each page loads when its route opens: the list does not carry the conversation (its composer,
// bubbles and safety checks), nor a conversation the list, which kept the chat pages within the
// 200 KB of JavaScript a first visit may load (the remote-kit asks the page's data ahead meanwhile).
const ChatsPage = lazy(() => import(/* webpackChunkName: "chat-list" */ './pages/chats').then((module) => ({ default: module.ChatsPage })));
const ChatsIdPage = lazy(() => import(/* webpackChunkName: "chat-conversation" */ './pages/chats-id').then((module) => ({ default: module.ChatsIdPage })));
const MembersIdChatPage = lazy(() => import(/* webpackChunkName: "chat-conversation" */ './pages/members-id-chat').then((module) => ({ default: module.MembersIdChatPage })));

/** The page of each route this remote owns. */
export const pages: Pages = { chats: ChatsPage, 'chats-id': ChatsIdPage, 'members-id-chat': MembersIdChatPage };
