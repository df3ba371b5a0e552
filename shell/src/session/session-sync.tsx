/**
 * The session's server data through swr (spec sections 4 and 9): the member is refetched first
 * 5 s after mount, then every 60 s, or every 300 s while the browser is subscribed to push
 * (pushes then bring news sooner); also when the window regains focus or the network comes back.
 * The badge totals are read as soon as a member is there and on the same schedule after that.
 * A failed refetch keeps what the page has and waits for the next one.
 */
import { useEffect, useMemo, useRef } from 'react';
import useSWR, { type SWRConfiguration } from 'swr';
import { USER_REFETCH_MS, USER_REFETCH_PUSH_MS, USER_REFETCH_START_MS } from '@dating/shared-contracts';
import { useMember, useServices } from '../shell/services.js';
import { isPushSubscribed } from './push-subscription.js';
import { USER_PATH } from './shell-session.js';
import { COUNTS_PATH } from './counts.js';

/** What the schedule asks of the browser (replaceable in tests). */
export interface SessionSyncProps {
  pushSubscribed?(): Promise<boolean>;
}

/** swr settings shared by both reads: they follow focus and the network, never retry on their own. */
const FOLLOW_THE_PAGE: SWRConfiguration = {
  revalidateOnFocus: true,
  revalidateOnReconnect: true,
  shouldRetryOnError: false,
};

export function SessionSync({ pushSubscribed = isPushSubscribed }: SessionSyncProps) {
  const { session } = useServices();
  const member = useMember();
  const subscribed = useRef(false);
  const started = useRef(false);

  // swr asks for the next delay after every refetch; a stable function keeps its timer running.
  const schedule = useMemo(
    () => ({
      member: () => {
        if (!started.current) {
          started.current = true;
          return USER_REFETCH_START_MS;
        }
        return subscribed.current ? USER_REFETCH_PUSH_MS : USER_REFETCH_MS;
      },
      counts: () => (subscribed.current ? USER_REFETCH_PUSH_MS : USER_REFETCH_MS),
    }),
    [],
  );

  // When a member signed in after the page started: the login's own answer is fresh, so the
  // scheduled refetch that falls in the moments after it is left out. The member the page started
  // with sets nothing: their first refetch keeps the spec's 5 s start.
  const signedInAt = useRef<number | null>(null);
  const seenMember = useRef(member?.id);
  useEffect(() => {
    if (member?.id !== seenMember.current && member) signedInAt.current = Date.now();
    seenMember.current = member?.id;
  }, [member]);

  const readMember = async () => {
    if (member && signedInAt.current !== null && Date.now() - signedInAt.current < USER_REFETCH_START_MS) return session.get();
    const [snapshot, push] = await Promise.all([
      session.refresh().catch(() => session.get()),
      pushSubscribed().catch(() => false),
    ]);
    subscribed.current = push;
    return snapshot;
  };

  // The start (or the boot data) already read the member: the first refetch waits for the schedule.
  useSWR(USER_PATH, readMember, { ...FOLLOW_THE_PAGE, refreshInterval: schedule.member, revalidateOnMount: false });
  useSWR(member ? [COUNTS_PATH, member.id] : null, () => session.refreshCounts().catch(() => session.get().counts), {
    ...FOLLOW_THE_PAGE,
    refreshInterval: schedule.counts,
  });
  return null;
}
