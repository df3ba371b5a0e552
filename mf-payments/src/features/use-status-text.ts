/** A payment state as members read it. */
import { useTexts } from '@dating/remote-kit';
import type { PaymentState } from '@dating/shared-contracts';

export function useStatusText(): (status: PaymentState) => string {
  const t = useTexts();
  const texts: Record<PaymentState, string> = {
    pending: t('status.pending'), completed: t('status.completed'), failed: t('status.failed'), cancelled: t('status.cancelled'), expired: t('status.expired'),
  };
  return (status) => texts[status];
}
