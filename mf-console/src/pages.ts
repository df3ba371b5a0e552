/** mf-console's pages by route name (shared-contracts/src/routes.ts). */
import type { Pages } from '@dating/remote-kit';
import { ConsoleStartPage } from './pages/console';
import { ConsoleLoginPage } from './pages/console-login';
import { AuditPage } from './pages/console-audit';
import { ComplaintsPage } from './pages/console-complaints';
import { ConversationsPage } from './pages/console-conversations';
import { PhotoQueuePage } from './pages/console-photos';
import { MembersPage } from './pages/console-members';
import { MemberRecordPage } from './pages/console-members-id';

/** The page of each route this remote owns. */
export const pages: Pages = {
  console: ConsoleStartPage,
  'console-login': ConsoleLoginPage,
  'console-audit': AuditPage,
  'console-conversations': ConversationsPage,
  'console-complaints': ComplaintsPage,
  'console-photos': PhotoQueuePage,
  'console-members': MembersPage,
  'console-members-id': MemberRecordPage,
};
