/** The federated entry of mf-console's pages: single-spa lifecycles from the remote kit. */
import { defineRemote } from '@dating/remote-kit';
import { pages } from './pages';
import { messages } from './i18n/texts';

export default defineRemote({ pages, messages });
