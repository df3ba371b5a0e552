/**
 * The member's live session: once the member is known and the first badge totals are in, the
 * shell follows their event stream (one connection per browser, server-event-client.ts) from the
 * number those totals include; new totals and balances come from the events, and a stream that
 * starts over reads the totals and the member again. A visitor has no stream.
 */
import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { ENDPOINT_ROUTES } from '@dating/shared-contracts';
import { useServices } from '../shell/services.js';
import { countsSeqAtom, memberAtom } from '../session/session-atoms.js';
import { createServerEventClient, type ServerEventClientDeps } from './server-event-client.js';

/** The browser's own parts (none in a test page without them: then there is no stream). */
function browserDeps(): ServerEventClientDeps | null {
  if (typeof EventSource === 'undefined') return null;
  return {
    path: ENDPOINT_ROUTES.serverEvents.path,
    openEventSource: (url) => new EventSource(url, { withCredentials: true }) as never,
    locks: typeof navigator !== 'undefined' && 'locks' in navigator ? (navigator.locks as never) : null,
    openChannel: (name) => (typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(name)),
    // The page says which tab holds the connection (journeys and developers read it).
    onLeading: (leading) => {
      if (leading) document.documentElement.dataset.eventStream = 'leading';
      else delete document.documentElement.dataset.eventStream;
    },
  };
}

export function LiveSession() {
  const { serverEvents, session, store } = useServices();
  const memberId = useAtomValue(memberAtom, { store })?.id ?? null;
  const readSeq = useAtomValue(countsSeqAtom, { store });
  const ready = memberId !== null && readSeq !== null;

  // What the shell itself does with events: badges, title, credits.
  useEffect(() => {
    const stops = [
      serverEvents.on('counts.changed', ({ counts }) => session.mergeCounts(counts)),
      serverEvents.on('credits.changed', ({ credits }) => session.setCredits(credits)),
      // The first purchase made the member premium: the member answer says so in every tab.
      serverEvents.on('payment.updated', ({ first_purchase }) => {
        if (first_purchase) void session.refresh().catch(() => undefined);
      }),
      // A moderator approved a photo (maybe now the main one) or rejected one: the top bar's photo follows.
      serverEvents.on('photo.reviewed', () => void session.refresh().catch(() => undefined)),
      serverEvents.onResync(() => {
        void session.refreshCounts().catch(() => undefined);
        void session.refresh().catch(() => undefined);
      }),
    ];
    return () => stops.forEach((stop) => stop());
  }, [serverEvents, session]);

  useEffect(() => {
    if (!ready) return;
    const deps = browserDeps();
    if (!deps) return;
    const client = createServerEventClient(deps, {
      event: (seq, name, payload) => serverEvents.dispatch(seq, name, payload),
      resync: () => serverEvents.resync(),
    });
    // The totals already read include events up to this number: the stream goes on after it.
    client.start(memberId, session.countsSeq());
    return () => client.stop();
  }, [ready, memberId]); // eslint-disable-line react-hooks/exhaustive-deps

  return null;
}
