/**
 * Mounts mf-payments' 'time-bonus-modal' widget while a non-paying member with 0 credits is in the
 * members area (spec section 4). The slot keeps the 40 s from the member's entering, and mounts the
 * widget shortly before they are up (time-bonus-schedule.ts), so no members-area page pays for
 * mf-payments' code as it starts; the widget waits for `dueAt`, asks the server whether the bonus
 * holds and remembers a dismissal. Mounted beside the layout, so moving between members-area pages
 * keeps one count (leaving the area and coming back starts a new one, as entering again).
 */
import { useEffect, useMemo, useState } from 'react';
import { HostProvider, Widget } from '@dating/remote-kit';
import type { HostProps } from '@dating/shared-contracts';
import { useMember, useServices } from '../shell/services.js';
import { widgetHostFor } from '../remotes/widget-host.js';
import { MEMBERS_AREA } from '../likes/likes-companion-slot.js';
import { beforeTimeBonusIsDue, timeBonusDueAt } from './time-bonus-schedule.js';

/** When the modal is due, and whether its widget may load yet. */
interface Countdown {
  dueAt: number;
  loading: boolean;
}

export function TimeBonusSlot({ hostProps }: { hostProps: HostProps }) {
  const services = useServices();
  const member = useMember();
  const credits = member?.credits ?? 0;
  const wanted = Boolean(member) && !member?.paid_user && credits === 0 && MEMBERS_AREA.has(hostProps.route.name);
  const [countdown, setCountdown] = useState<Countdown | null>(null);
  useEffect(() => {
    if (!wanted) return;
    const dueAt = timeBonusDueAt(Date.now());
    setCountdown({ dueAt, loading: false });
    const cancel = beforeTimeBonusIsDue(dueAt, () => setCountdown({ dueAt, loading: true }));
    return () => {
      cancel();
      setCountdown(null);
    };
  }, [wanted]);
  // The slot has chosen the moment: the widget host must not wait for the page once more.
  const host = useMemo(() => ({ ...hostProps, widgets: widgetHostFor(services, true) }), [hostProps, services]);
  const props = useMemo(() => ({ dueAt: countdown?.dueAt }), [countdown?.dueAt]);
  if (!wanted || !countdown?.loading) return null;
  return (
    <HostProvider host={host}>
      <Widget name="time-bonus-modal" props={props} />
    </HostProvider>
  );
}
