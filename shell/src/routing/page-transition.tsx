/**
 * The page transition named "page" (spec section 2): the page region fades in on each page
 * change. It animates the existing element rather than remounting it, so a remote that owns
 * several pages is updated in place, not reloaded.
 */
import { useEffect, useRef, type ReactNode } from 'react';

export const PAGE_TRANSITION = 'page';
const FADE = [{ opacity: 0 }, { opacity: 1 }];

export function PageTransition({ path, children }: { path: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (!reduced) ref.current?.animate?.(FADE, { duration: 200, easing: 'ease-out' });
  }, [path]);
  return (
    <div ref={ref} data-transition={PAGE_TRANSITION}>
      {children}
    </div>
  );
}
