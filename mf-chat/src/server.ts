/**
 * mf-chat's pages rendered on the server (remote-kit's server renderer; built into server.cjs,
 * never into the browser's code), for members only (a visitor has no conversations): /chats
 * arrives with the member's conversations, their photos, last lines and unread counts, so the
 * live list takes its place without asking again. A conversation is left to the live page: its
 * composer and its history's scroll position are the browser's.
 */
import { createPageRenderer } from '@dating/remote-kit/server';
import { ChatsPage } from './pages/chats';
import { messages } from './i18n/texts';

/** Renders /chats for a member, to stand in until the live page has rendered. */
export const render = createPageRenderer({ pages: { chats: ChatsPage }, messages, visitors: false, membersStandIn: true });
