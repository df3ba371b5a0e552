/**
 * mf-search's pages rendered on the server (remote-kit's server renderer; built into server.cjs,
 * never into the browser's code), for members only: the server keeps the search's first answer
 * and the preloads of the first photos, so /members shows its results without asking again. A
 * visitor's search may be refused, which only the live page shows rightly.
 */
import { createPageRenderer } from '@dating/remote-kit/server';
import { MembersPage } from './pages/members';
import { messages } from './i18n/texts';

/** Renders /members for a member, to learn its first answers and images. */
export const render = createPageRenderer({ pages: { members: MembersPage }, messages, visitors: false });
