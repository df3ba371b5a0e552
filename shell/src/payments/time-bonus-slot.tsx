/**
 * Mounts mf-payments' 'time-bonus-modal' widget while a non-paying member with 0 credits is in the
 * members area (spec section 4); the widget itself waits its 40 s, asks the server whether the
 * bonus holds and remembers a dismissal. Mounted beside the layout, once the page has settled,
 * so moving between members-area pages keeps one instance (and its timer).
 */
import { useEffect, useMemo, useState } from 'react';
import { HostProvider, Widget } from '@dating/remote-kit';
import type { HostProps } from '@dating/shared-contracts';
import { useMember, useServices } from '../shell/services.js';
import { afterPageSettles } from '../status/page-settled.js';
import { widgetHostFor } from '../remotes/widget-host.js';
import { MEMBERS_AREA } from '../likes/likes-companion-slot.js';

const NO_PROPS = {};

export function TimeBonusSlot({ hostProps }: { hostProps: HostProps }) {
  const services = useServices();
  const { bus, requests } = services;
  const member = useMember();
  const credits = member?.credits ?? 0;
  const wanted = Boolean(member) && !member?.paid_user && credits === 0 && MEMBERS_AREA.has(hostProps.route.name);
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (!wanted || settled) return;
    return afterPageSettles(bus, requests, () => setSettled(true));
  }, [wanted, settled, bus, requests]);
  const host = useMemo(() => ({ ...hostProps, widgets: widgetHostFor(services, true) }), [hostProps, services]);
  if (!wanted || !settled) return null;
  return (
    <HostProvider host={host}>
      <Widget name="time-bonus-modal" props={NO_PROPS} />
    </HostProvider>
  );
}
