/** The federated entry of mf-account's pages: single-spa lifecycles the shell mounts as a parcel. */
import type { HostProps } from '@dating/shared-contracts';
import { AccountRoot } from './root';
import { createLocalizedLifecycles } from './localized-lifecycles';

export const { bootstrap, mount, update, unmount } = createLocalizedLifecycles<HostProps>(AccountRoot);
