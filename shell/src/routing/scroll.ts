/**
 * Scroll rules of spec section 2: a page change scrolls to the top unless the page opts out
 * (keepScroll in the route table); a link with a hash scrolls to its anchor, which may only
 * appear once the page's remote has rendered. Back and forward keep the browser's restored position.
 */
import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** How long to look for an anchor that a remote has not rendered yet (ms). */
export const ANCHOR_WAIT_MS = 3_000;

/** Scrolls to the element the hash names; true when found. */
export function scrollToAnchor(hash: string, doc: Document = document): boolean {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  if (!id) return false;
  const target = doc.getElementById(id) ?? doc.getElementsByName(id)[0];
  if (!target) return false;
  target.scrollIntoView({ block: 'start' });
  return true;
}

/** Applies the scroll rules on each page change. */
export function useScrollRules(keepScroll: boolean): void {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if (hash) {
      if (scrollToAnchor(hash)) return;
      const observer = new MutationObserver(() => {
        if (scrollToAnchor(hash)) observer.disconnect();
      });
      observer.observe(document.body, { childList: true, subtree: true });
      const timer = setTimeout(() => observer.disconnect(), ANCHOR_WAIT_MS);
      return () => {
        observer.disconnect();
        clearTimeout(timer);
      };
    }
    if (navigationType === 'POP' || keepScroll) return;
    window.scrollTo(0, 0);
    // Each navigation (key), not only a new pathname: a link to the same page scrolls up too.
  }, [key, pathname, hash, navigationType, keepScroll]);
}
