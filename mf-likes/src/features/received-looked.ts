/**
 * Looking at the received likes counts them as seen, as members expect: the likes badge clears
 * without each liker's profile being opened. Once per look at the tab (a like arriving while the
 * list is open stays new until the next look); the new marks stay on the cards of this look, and the
 * badges hear the new count over the event stream (the change and its event are one transaction).
 */
import { useEffect, useRef } from 'react';
import { useHost } from '@dating/remote-kit';

/**
 * `looking`: the received tab shows with the likes loaded; `unseen`: the new likes it shows;
 * `onSeen`: the account took them as seen (the tab's own count clears).
 */
export function useReceivedLooked(looking: boolean, unseen: number, onSeen: () => void): void {
  const { api } = useHost();
  const told = useRef(false);
  useEffect(() => {
    if (!looking) {
      told.current = false;
      return;
    }
    if (told.current) return;
    told.current = true;
    // Nothing new: nothing to tell. A failure leaves the badge as it was: the next look tries again.
    if (unseen > 0) api.call('likesSeen', {}).then(onSeen, () => undefined);
  }, [looking]); // eslint-disable-line react-hooks/exhaustive-deps
}
