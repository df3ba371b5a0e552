/**
 * mf-search's pages rendered on the server (remote-kit's server renderer; built into server.cjs,
 * never into the browser's code): /members for members (a visitor's search may be refused, which
 * only the live page shows rightly) and a profile for everyone. Each arrives as the member will see
 * it, with its answers and first photos, so the live page takes its place without asking again; a
 * profile's first HTML already names it in its title, and an unknown one answers 404.
 */
import { createPageRenderer } from '@dating/remote-kit/server';
import { MembersPage } from './pages/members';
import { MemberProfilePage } from './pages/member-profile';
import { messages } from './i18n/texts';

/** Renders /members (for a member) and /members/{id}, to stand in until the live page has rendered. */
export const render = createPageRenderer({
  pages: { members: MembersPage, 'members-id': MemberProfilePage },
  messages,
  visitors: ['members-id'],
  membersStandIn: true,
});
