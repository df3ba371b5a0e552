/**
 * A page the shell renders itself (the 404 and error pages, the language page) says it has
 * rendered, as a remote's page does through the kit: what waits for the page (the footer,
 * layouts/under-page.tsx) then waits no longer.
 */
import { useEffect } from 'react';
import { useServicesIfAny } from '../shell/services.js';

/** Emits `page:rendered` for `route` once mounted; renders nothing. */
export function ShellPageRendered({ route }: { route: string }) {
  const bus = useServicesIfAny()?.bus;
  useEffect(() => {
    bus?.emit('page:rendered', { route });
  }, [bus, route]);
  return null;
}
