/**
 * Mounts mf-likes' 'likes-companion' widget once while a member is in the members area (spec
 * section 2: members, members-id, chats, likes, likes-m-id, premium): auto-like, match modal,
 * like popup (`?t`) and page-bounce logging (`?lb`). Mounted beside the layout, so moving between
 * members-area pages keeps the one instance (and its timers).
 * Usually nothing the companion does belongs to the first view (the auto-like waits seconds by
 * design), so it mounts only once the page has rendered, the page's first answers have come and
 * the browser is idle: its remote's code then loads after the page is usable instead of competing
 * with it (a page renders its loading state first, so its having rendered was not enough). An
 * address that asks for it (`?t` counts its seconds from the page's opening, `?lb` must catch the
 * quickest bounce) mounts it at once, as before.
 */
import { useEffect, useMemo, useState } from 'react';
import { HostProvider, Widget } from '@dating/remote-kit';
import type { HostProps } from '@dating/shared-contracts';
import { useMember, useServices } from '../shell/services.js';
import { afterPageSettles } from '../status/page-settled.js';
import { widgetHostFor } from '../remotes/widget-host.js';

/** The routes of the members area (likes-type is the likes page with a tab chosen). */
export const MEMBERS_AREA: ReadonlySet<string> = new Set(['members', 'members-id', 'chats', 'likes', 'likes-type', 'likes-m-id', 'premium']);

const NO_PROPS = {};

/** Whether the address asks for the companion from the first moment (the like popup's `t`, bounce logging's `lb`). */
export function needsCompanionAtOnce(query: Readonly<Record<string, string | undefined>>): boolean {
  return query.t !== undefined || query.lb !== undefined;
}

export function LikesCompanionSlot({ hostProps }: { hostProps: HostProps }) {
  const services = useServices();
  const { bus, requests } = services;
  const member = useMember();
  const wanted = Boolean(member) && MEMBERS_AREA.has(hostProps.route.name);
  const asked = needsCompanionAtOnce(hostProps.route.query);
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (!wanted || settled || asked) return;
    return afterPageSettles(bus, requests, () => setSettled(true));
  }, [wanted, settled, asked, bus, requests]);
  // The slot has chosen the moment: the widget host must not wait for the page once more.
  const host = useMemo(() => ({ ...hostProps, widgets: widgetHostFor(services, true) }), [hostProps, services]);
  if (!wanted || !(settled || asked)) return null;
  return (
    <HostProvider host={host}>
      <Widget name="likes-companion" props={NO_PROPS} />
    </HostProvider>
  );
}
