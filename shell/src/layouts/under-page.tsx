/**
 * What stands under the page (the disclaimer, the footer) stays unseen until the first page has
 * rendered. Laid out under a page region that is still empty, it would stand in view and then be
 * pushed down when the page fills it: on /members for a phone a layout shift of 0.33. Held
 * unseen, it only appears. A page rendered ahead already shows the whole layout, and on the
 * server there is nothing to wait for; should a page never say it rendered (a failed remote shows
 * its own box), the parts appear after UNDER_PAGE_WAIT_MS.
 */
import { useLayoutEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useServices } from '../shell/services.js';
import { hasPrerenderedPage } from '../shell/prerendered-page.js';

/** How long the parts under the page wait at most for the first page. */
export const UNDER_PAGE_WAIT_MS = 4_000;

// Once one page was in, later pages of the visit never hold the parts again.
let firstPageIn = false;

function useFirstPageIn(): boolean {
  const { bus } = useServices();
  const [pageIn, setPageIn] = useState(() => firstPageIn || typeof document === 'undefined' || hasPrerenderedPage(document));
  // A layout effect: it listens before any passive effect of the same commit runs, such as the
  // shell's own 404 page saying it rendered (routing/shell-page-rendered.tsx).
  useLayoutEffect(() => {
    if (pageIn) return;
    const show = () => {
      firstPageIn = true;
      setPageIn(true);
    };
    const off = bus.on('page:rendered', show);
    const timer = setTimeout(show, UNDER_PAGE_WAIT_MS);
    return () => {
      off();
      clearTimeout(timer);
    };
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
