/** The name a member reads for a payment method: its brand, or the translated generic name. */
import { useCallback } from 'react';
import { useTexts } from '@dating/remote-kit';
import type { PaymentMethod } from '@dating/shared-contracts';
import { METHOD_BRANDS } from './method-names';

export function useMethodName(): (method: PaymentMethod) => string {
  const t = useTexts();
  return useCallback((method: PaymentMethod) => {
    const generic: Partial<Record<PaymentMethod, string>> = { creditcard: t('method.creditcard'), sct: t('method.sct'), sdd: t('method.sdd') };
    return METHOD_BRANDS[method] ?? generic[method] ?? method;
  }, [t]);
}
