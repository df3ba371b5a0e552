/** The federated entry of mf-account's pages: single-spa lifecycles the shell mounts as a parcel. */
import { defineRemote } from '@dating/remote-kit';
import { pages } from './root';
import { messages } from './i18n/texts';

export default defineRemote({ pages, messages });
