/**
 * The time-bonus modal (spec sections 4 and 9), mounted by the shell in the members area: 40 s
 * after entering it (`dueAt`, from the shell), only with 0 credits, while the server says the
 * bonus holds and it was not dismissed (`hide-time-bonus-modal` keeps the dismissal time); the
 * act-fast message, the countdown and the way to /credits.
 */
import { useEffect, useState } from 'react';
import { useCredits, useEndpoint, useHost, useMember, useTexts } from '@dating/remote-kit';
import { DISMISSAL_KEYS, TIME_BONUS, TIME_BONUS_MODAL_DELAY_MS, type WidgetProps } from '@dating/shared-contracts';
import { Button, Modal, Stack } from '@dating/shared-ui';
import { clockText, useSecondsLeft } from './countdown';

/** Whether the member dismissed the modal before (kept in this browser). */
function dismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSAL_KEYS.timeBonus) !== null;
  } catch {
    return false;
  }
}

export function TimeBonusModal({ dueAt }: WidgetProps['time-bonus-modal']) {
  const t = useTexts();
  const { navigation } = useHost();
  const member = useMember();
  const credits = useCredits();
  const [due, setDue] = useState(false);
  const [closed, setClosed] = useState(dismissed);
  useEffect(() => {
    const wait = dueAt === undefined ? TIME_BONUS_MODAL_DELAY_MS : Math.max(0, dueAt - Date.now());
    const timer = setTimeout(() => setDue(true), wait);
    return () => clearTimeout(timer);
  }, [dueAt]);
  const wanted = due && !closed && member !== null && !member.paid_user && credits === 0;
  // Asked only once the modal may show: the server, not this browser's clock, says whether the bonus holds.
  const { data: offer } = useEndpoint(wanted ? 'creditPackages' : null);
  const bonus = offer?.discount?.code === TIME_BONUS.code ? offer.discount : null;
  const left = useSecondsLeft(bonus?.expires_at);
  const dismiss = () => {
    try {
      localStorage.setItem(DISMISSAL_KEYS.timeBonus, new Date().toISOString());
    } catch {
      // A browser without storage shows it again next visit; nothing else to do.
    }
    setClosed(true);
  };
  if (!wanted || !bonus || left === null) return null;
  return (
    <Modal open onClose={dismiss} title={t('bonus.title', { percentage: bonus.percentage })} closeLabel={t('common.close')}>
      <Stack $gap={3} data-testid="time-bonus-modal">
        <p>{t('bonus.text', { percentage: bonus.percentage })}</p>
        <p><strong data-testid="time-bonus-modal-countdown">{t('discount.endsIn', { time: clockText(left) })}</strong></p>
        <Button variant="secondary" block onClick={() => { dismiss(); navigation.to('credits'); }}>{t('bonus.action')}</Button>
      </Stack>
    </Modal>
  );
}
