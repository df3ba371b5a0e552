/** The signup modal's frame around mf-account's parcel; loaded when the modal first opens. */
import { Modal } from '@dating/shared-ui';
import type { HostProps } from '@dating/shared-contracts';
import { useText } from '../i18n/use-text.js';
import { RemoteSlot } from '../remotes/remote-slot.js';

/** The remote and module that render the signup steps. */
export const SIGNUP_REMOTE = { app: 'mf-account', exposed: 'signup-modal' } as const;

export interface SignupModalViewProps {
  hostProps: HostProps;
  dismissible: boolean;
  onClose(): void;
  extraProps: Record<string, unknown>;
}

export default function SignupModalView({ hostProps, dismissible, onClose, extraProps }: SignupModalViewProps) {
  const t = useText();
  return (
    <Modal open onClose={onClose} size="large" bare dismissible={dismissible} label={t('signup.label')} data-testid="signup-modal">
      <RemoteSlot app={SIGNUP_REMOTE.app} exposed={SIGNUP_REMOTE.exposed} hostProps={hostProps} extraProps={extraProps} />
    </Modal>
  );
}
