/**
 * Live queues for the console: `useStaffEvents(names, onChange)` calls `onChange` for every staff
 * event of those names on the shell's one staff stream per tab (host props `staffEvents`), and when
 * that stream started over, so the page reads its queue again. Under a shell without it the page
 * hears nothing and shows what it read.
 */
import { useEffect, useRef } from 'react';
import type { StaffEventName } from '@dating/shared-contracts';
import { useHost } from './host';

export function useStaffEvents(names: readonly StaffEventName[], onChange: () => void): void {
  const { staffEvents } = useHost();
  const latest = useRef(onChange);
  latest.current = onChange;
  const key = names.join(',');
  useEffect(() => {
    if (!staffEvents) return undefined;
    const changed = () => latest.current();
    const stops = [...(key.split(',') as StaffEventName[]).map((name) => staffEvents.on(name, changed)), staffEvents.onResync(changed)];
    return () => stops.forEach((stop) => stop());
  }, [staffEvents, key]);
}
