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

type Field = HTMLInputElement | HTMLTextAreaElement;

/** Sets a live field's value the way typing would, so React's onChange sees it. */
function typeInto(field: Field, value: string) {
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Moves what was typed into the page rendered ahead (and the focus) to the live page's fields of the same name. */
export function carryOverTyping(standIn: Element, live: ParentNode, focused: Element | null) {
  for (const field of standIn.querySelectorAll<Field>('input[name], textarea[name]')) {
    const target = [...live.querySelectorAll<Field>('input[name], textarea[name]')].find((candidate) => candidate.name === field.name && candidate.type === field.type);
    if (!target) continue;
    const typed = field.type === 'checkbox' || field.type === 'radio' ? null : field.value;
    if (typed && typed !== field.defaultValue && !target.value) typeInto(target, typed);
    if (field === focused) target.focus({ preventScroll: true });
  }
}

/** Shows the shell's root and removes the page rendered ahead; harmless when there is none. */
export function swapInLivePage(doc: Document = document) {
  const standIn = doc.getElementById(PAGE_ID);
  const focused = doc.activeElement;
  standIn?.remove();
  doc.getElementById(STYLE_ID)?.remove();
  // After the removal: the live root is shown again, so its field can take the focus.
  const live = doc.getElementById('root');
  if (standIn && live) carryOverTyping(standIn, live, focused);
}

/** Whether the page arrived rendered ahead. */
export function hasPrerenderedPage(doc: Document = document): boolean {
  return doc.getElementById(PAGE_ID) !== null;
}

/** The longest the shell's start waits for the page rendered ahead to be painted (a hidden tab paints no frame). */
export const PAINT_WAIT_MAX_MS = 100;

/**
 * Resolves once the browser has painted the page rendered ahead (a frame has begun and its task
 * ended), at once when there is none. The shell's code starts after it, so evaluating React and the
 * app never holds back the first paint of what the server sent: without it a fast connection ran
 * the shell's chunks before the first frame, and the visitor's first paint (and Lighthouse's
 * estimate of it) waited for all of them.
 */
export function afterStandInPainted(doc: Document = document, win: Pick<Window, 'requestAnimationFrame' | 'setTimeout'> = window): Promise<void> {
  if (!hasPrerenderedPage(doc)) return Promise.resolve();
  return new Promise((resolve) => {
    win.requestAnimationFrame(() => win.setTimeout(resolve, 0));
    win.setTimeout(resolve, PAINT_WAIT_MAX_MS);
  });
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
