/**
 * The signup modal (spec section 2): opened by 'signup:open' from any app, large, without header
 * or footer, showing the 'signup-modal' widget (mf-account's, shared-contracts/src/widgets.ts). While 'signup:progress' says a signup is
 * in progress, backdrop clicks and Escape do not close it. A page change closes it.
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import type { HostProps } from '@dating/shared-contracts';
import { useServices } from '../shell/services.js';


/** The modal's frame loads when it first opens; the listeners here are always on. */
const SignupModalView = lazy(() => import('./signup-modal-view.js'));

export function SignupModalHost({ hostProps }: { hostProps: HostProps }) {
  const { bus } = useServices();
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

  const widgetProps = useMemo(() => ({ closeModal: close, step }), [close, step]);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <SignupModalView hostProps={hostProps} dismissible={!inProgress} onClose={close} widgetProps={widgetProps} />
    </Suspense>
  );
}
