/** The time bonus's countdown: h:mm:ss to its end, ticking each second (spec section 9), null once it is over. */
import { useEffect, useState } from 'react';
import { TIME_BONUS } from '@dating/shared-contracts';

/** Seconds as h:mm:ss. */
export function clockText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(s / 3600)}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/** The seconds left until `endsAt` (ISO), ticking; null when there is none or it is over. */
export function useSecondsLeft(endsAt: string | null | undefined): number | null {
  const end = endsAt ? Date.parse(endsAt) : NaN;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (Number.isNaN(end)) return;
    const timer = setInterval(() => setNow(Date.now()), TIME_BONUS.tickMs);
    return () => clearInterval(timer);
  }, [end]);
  if (Number.isNaN(end)) return null;
  const left = Math.ceil((end - now) / 1000);
  return left > 0 ? left : null;
}
