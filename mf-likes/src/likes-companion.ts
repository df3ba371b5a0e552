/** The federated 'likes-companion' widget (shared-contracts/src/widgets.ts), mounted once in the members area by the shell. */
import { defineWidget } from '@dating/remote-kit';
import { LikesCompanion } from './features/likes-companion';
import { messages } from './i18n/texts';

export default defineWidget({ component: LikesCompanion, messages });
