/**
 * mf-search's pages rendered on the server (remote-kit's server renderer; built into server.cjs,
 * never into the browser's code), for members only: /members arrives as the member will see it,
 * with its results, first photos and answers, so the live page takes its place without asking
 * again. A visitor's search may be refused, which only the live page shows rightly.
 */
import { createPageRenderer } from '@dating/remote-kit/server';
import { MembersPage } from './pages/members';
import { messages } from './i18n/texts';

/** Renders /members for a member, to stand in until the live page has rendered. */
export const render = createPageRenderer({ pages: { members: MembersPage }, messages, visitors: false, membersStandIn: true });
