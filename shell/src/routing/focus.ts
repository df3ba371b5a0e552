/**
 * Focus rule for page changes: after a link or a redirect (login → members) focus moves to the
 * new page's main heading, so screen-reader and keyboard users start where sighted users look,
 * not on a link of the page that is gone. The heading may appear only once the page's remote has
 * rendered, so it is awaited; when none comes, the main region takes focus. The first load, back
 * and forward, and links to an anchor leave focus where the browser puts it (see scroll.ts).
 */
import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { MAIN_ID } from '../layouts/layout-parts.js';

/** How long to wait for a remote to render the new page's heading (ms). */
export const HEADING_WAIT_MS = 5_000;

/** The new page's main heading inside the main region, once rendered. */
function mainHeading(doc: Document, previous: Element | null): HTMLElement | null {
  // The old page's heading may still stand while the new page loads: wait for another one.
  const headings = [...doc.querySelectorAll<HTMLElement>(`#${MAIN_ID} h1`)];
  return headings.find((heading) => heading !== previous && heading.getClientRects().length > 0) ?? null;
}

/** The heading of the page shown before this change (kept across remounts of the shell's root). */
let shownHeading: Element | null = null;

/** Moves focus to `target` without scrolling (the scroll rules decide the position). */
function focusWithoutScroll(target: HTMLElement): void {
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/** Applies the focus rule on each page change after the first. */
export function useFocusRules(): void {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    // The router names the page the browser opened 'default': its focus is the browser's.
    if (key === 'default' || hash || navigationType === 'POP') {
      shownHeading = document.querySelector(`#${MAIN_ID} h1`);
      return;
    }
    const previous = shownHeading ?? document.querySelector(`#${MAIN_ID} h1`);
    const settle = (heading: HTMLElement) => {
      shownHeading = heading;
      focusWithoutScroll(heading);
    };
    const found = mainHeading(document, previous);
    if (found) {
      settle(found);
      return;
    }
    const observer = new MutationObserver(() => {
      const heading = mainHeading(document, previous);
      if (heading) {
        observer.disconnect();
        clearTimeout(timer);
        settle(heading);
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = setTimeout(() => {
      observer.disconnect();
      const main = document.getElementById(MAIN_ID);
      // A page without a heading: the main region, unless the member has moved on already.
      if (main && (document.activeElement === document.body || !document.activeElement?.isConnected)) focusWithoutScroll(main);
    }, HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [key, pathname, hash, navigationType]);
}
