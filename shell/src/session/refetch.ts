/**
 * Periodic refetch of the current member, chats and likes (spec sections 4 and 9): the first
 * 5 s after mount, then every 60 s, or every 300 s while the browser is subscribed to push
 * (pushes then bring news sooner than polling would).
 */
import { USER_REFETCH_MS, USER_REFETCH_PUSH_MS, USER_REFETCH_START_MS } from '@dating/shared-contracts';

/** What the schedule needs. */
export interface RefetchOptions {
  refresh(): Promise<unknown>;
  isPushSubscribed(): Promise<boolean>;
}

/** Starts the schedule; returns the function that stops it. */
export function startMemberRefetch({ refresh, isPushSubscribed }: RefetchOptions): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout>;

  const tick = async () => {
    // A failed refetch (offline, API restarting) just waits for the next one.
    await refresh().catch(() => undefined);
    const subscribed = await isPushSubscribed().catch(() => false);
    if (!stopped) timer = setTimeout(tick, subscribed ? USER_REFETCH_PUSH_MS : USER_REFETCH_MS);
  };

  timer = setTimeout(tick, USER_REFETCH_START_MS);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
