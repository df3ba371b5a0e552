/**
 * mf-likes's pages rendered on the server (remote-kit's server renderer; built into server.cjs,
 * never into the browser's code), for members only (a visitor has no likes): /likes arrives with
 * the member's lists, first photos and new marks, so the live page takes its place without asking
 * again and the cards paint before any script has run.
 */
import { createPageRenderer } from '@dating/remote-kit/server';
import { LikesPage } from './pages/likes';
import { messages } from './i18n/texts';

/** Renders /likes and its tabs for a member, to stand in until the live page has rendered. */
export const render = createPageRenderer({ pages: { likes: LikesPage, 'likes-type': LikesPage }, messages, visitors: false, membersStandIn: true });
