/**
 * The page the server rendered ahead (api/src/http/page-prerender.ts) stays on screen, with the
 * shell's root hidden, until the live page has rendered; then both swap in one frame, so nothing
 * on screen moves. A start failure, a failed or slow page slot, or a page that never says it has
 * rendered swaps too, so the shell's own fallback is never hidden for long.
 */
import type { EventBus } from '@dating/shared-contracts';

const PAGE_ID = 'prerendered-page';
const STYLE_ID = 'prerendered-style';
/** The longest the page rendered ahead may stand in (the slot shows Retry after 8 s). */
export const PRERENDERED_MAX_MS = 8_000;

/** Shows the shell's root and removes the page rendered ahead; harmless when there is none. */
export function swapInLivePage(doc: Document = document) {
  doc.getElementById(PAGE_ID)?.remove();
  doc.getElementById(STYLE_ID)?.remove();
}

/** Whether the page arrived rendered ahead. */
export function hasPrerenderedPage(doc: Document = document): boolean {
  return doc.getElementById(PAGE_ID) !== null;
}

/** Swaps when the first page says it rendered, or after PRERENDERED_MAX_MS; returns the function that stops waiting. */
export function swapWhenPageRendered(bus: EventBus, doc: Document = document): () => void {
  if (!hasPrerenderedPage(doc)) return () => {};
  let stop = () => {};
  const swap = () => {
    stop();
    // The live page has committed; the next frame paints it instead of the page rendered ahead.
    requestAnimationFrame(() => swapInLivePage(doc));
  };
  const off = bus.on('page:rendered', swap);
  const timer = setTimeout(swap, PRERENDERED_MAX_MS);
  stop = () => {
    off();
    clearTimeout(timer);
  };
  return stop;
}
