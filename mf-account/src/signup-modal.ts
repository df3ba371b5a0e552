/** The federated signup-modal module: single-spa parcel lifecycles rendering the signup steps. */
import { SignupModalRoot, type SignupModalProps } from './signup-modal-root';
import { createLocalizedLifecycles } from './localized-lifecycles';

export const { bootstrap, mount, update, unmount } = createLocalizedLifecycles<SignupModalProps>(SignupModalRoot);
export type { SignupModalProps };
