/**
 * The active discount above the packages: the time bonus with its countdown (the server decides
 * whether it holds), or a longer one (the deletion flow's "stay" code) with the day it ends.
 */
import { useHost, useTexts } from '@dating/remote-kit';
import type { ActiveDiscount } from '@dating/shared-contracts';
import { Alert } from '@dating/shared-ui';
import { clockText, useSecondsLeft } from './countdown';

/** Beyond this many seconds left the end is a date: a clock of hundreds of hours says nothing. */
const COUNTDOWN_MAX_SECONDS = 86_400;

export function DiscountBanner({ discount }: { discount: ActiveDiscount | null }) {
  const t = useTexts();
  const { locale } = useHost();
  const left = useSecondsLeft(discount?.expires_at);
  if (!discount) return null;
  if (discount.expires_at && left === null) return null;
  const ends = left === null ? null
    : left <= COUNTDOWN_MAX_SECONDS ? <strong data-testid="time-bonus-countdown">{t('discount.endsIn', { time: clockText(left) })}</strong>
      : <span data-testid="discount-until">{t('discount.until', { date: new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(discount.expires_at!)) })}</span>;
  return (
    <Alert kind="success" data-testid="discount-banner">
      {t('discount.active', { percentage: discount.percentage })}
      {ends && <> {ends}</>}
    </Alert>
  );
}
