/**
 * The signup modal (spec section 2): opened by 'signup:open' from any app, large, without header
 * or footer, showing mf-account's 'signup-modal' parcel. While 'signup:progress' says a signup is
 * in progress, backdrop clicks and Escape do not close it. A page change closes it.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Modal } from '@dating/shared-ui';
import type { HostProps } from '@dating/shared-contracts';
import { useServices } from '../shell/services.js';
import { useText } from '../i18n/use-text.js';
import { RemoteSlot } from '../remotes/remote-slot.js';

/** The remote and module that render the signup steps. */
export const SIGNUP_REMOTE = { app: 'mf-account', exposed: 'signup-modal' } as const;

export function SignupModalHost({ hostProps }: { hostProps: HostProps }) {
  const { bus } = useServices();
  const t = useText();
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<number | undefined>(undefined);
  const [inProgress, setInProgress] = useState(false);

  const close = useCallback(() => {
    setOpen(false);
    setInProgress(false);
  }, []);

  useEffect(
    () =>
      bus.on('signup:open', (payload) => {
        setStep(payload?.step);
        setOpen(true);
      }),
    [bus],
  );
  useEffect(() => bus.on('signup:progress', (payload) => setInProgress(Boolean(payload?.inProgress))), [bus]);

  const path = hostProps.route.path;
  useEffect(() => close(), [path, close]);

  const extraProps = useMemo(() => ({ closeModal: close, step }), [close, step]);

  return (
    <Modal open={open} onClose={close} size="large" bare dismissible={!inProgress} label={t('signup.label')} data-testid="signup-modal">
      {open && <RemoteSlot app={SIGNUP_REMOTE.app} exposed={SIGNUP_REMOTE.exposed} hostProps={hostProps} extraProps={extraProps} />}
    </Modal>
  );
}
