/**
 * What stands under the page (the disclaimer, the footer) stays unseen until the first page has
 * rendered. Laid out under a page region that is still empty, it would stand in view and then be
 * pushed down when the page fills it: on /members for a phone a layout shift of 0.33. Held
 * unseen, it only appears. A page rendered ahead already shows the whole layout, and on the
 * server there is nothing to wait for. A page that never renders shows its slot's box instead
 * (failed, or slow after SLOW_REMOTE_MS), and the box releases the parts (`releaseUnderPage`).
 * No clock releases them: a timer raced a slow phone's page, which then pushed the disclaimer
 * out of view after it had appeared.
 */
import { useLayoutEffect, useSyncExternalStore, type ReactNode } from 'react';
import styled from 'styled-components';
import { useServices } from '../shell/services.js';
import { hasPrerenderedPage } from '../shell/prerendered-page.js';

// Once one page (or a page's box) was in, later pages of the visit never hold the parts again.
let firstPageIn = false;
const listeners = new Set<() => void>();

/** Shows the parts under the page for the rest of the visit. */
export function releaseUnderPage(): void {
  if (firstPageIn) return;
  firstPageIn = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function useFirstPageIn(): boolean {
  const { bus } = useServices();
  const pageIn = useSyncExternalStore(
    subscribe,
    // A page rendered ahead counts as in for the visit, also after the live page replaced it.
    () => (firstPageIn ||= hasPrerenderedPage(document)),
    () => true,
  );
  // A layout effect: it listens before any passive effect of the same commit runs, such as the
  // shell's own 404 page saying it rendered (routing/shell-page-rendered.tsx).
  useLayoutEffect(() => {
    if (pageIn) return;
    return bus.on('page:rendered', releaseUnderPage);
  }, [pageIn, bus]);
  return pageIn;
}

// display: contents keeps the layout as if the parts stood alone; visibility is inherited.
const Held = styled.div<{ $held: boolean }>`
  display: contents;
  visibility: ${({ $held }) => ($held ? 'hidden' : 'inherit')};
`;

/** The parts under the page, unseen until the first page is in. */
export function UnderPage({ children }: { children: ReactNode }) {
  const pageIn = useFirstPageIn();
  return <Held $held={!pageIn} data-held={pageIn ? undefined : ''}>{children}</Held>;
}
