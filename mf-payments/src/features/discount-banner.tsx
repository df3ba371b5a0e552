/** The active discount above the packages: the time bonus with its countdown (the server decides whether it holds). */
import { useTexts } from '@dating/remote-kit';
import type { ActiveDiscount } from '@dating/shared-contracts';
import { Alert } from '@dating/shared-ui';
import { clockText, useSecondsLeft } from './countdown';

export function DiscountBanner({ discount }: { discount: ActiveDiscount | null }) {
  const t = useTexts();
  const left = useSecondsLeft(discount?.expires_at);
  if (!discount) return null;
  if (discount.expires_at && left === null) return null;
  return (
    <Alert kind="success" data-testid="discount-banner">
      {t('discount.active', { percentage: discount.percentage })}
      {left !== null && <> <strong data-testid="time-bonus-countdown">{t('discount.endsIn', { time: clockText(left) })}</strong></>}
    </Alert>
  );
}
