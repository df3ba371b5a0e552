/**
 * The page the server rendered ahead (api/src/http/page-prerender.ts) stays on screen, with the
 * shell's root hidden, until the live page has rendered; then both swap in one frame, so nothing
 * on screen moves. A start failure, a failed or slow page slot, or a page that never says it has
 * rendered swaps too, so the shell's own fallback is never hidden for long.
 */
import type { EventBus } from '@dating/shared-contracts';

const PAGE_ID = 'prerendered-page';
const STYLE_ID = 'prerendered-style';
/** The stand-in's styled-components style elements (remote-kit/src/server-render.tsx's PRERENDERED_STYLE_ATTRIBUTE). */
const PRERENDERED_STYLE_ATTRIBUTE = 'data-prerendered-style';
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
  // The stand-in's own styled-components rules (remote-kit's server-render.tsx keeps them out of the live sheet).
  for (const style of doc.querySelectorAll(`style[${PRERENDERED_STYLE_ATTRIBUTE}]`)) style.remove();
  // After the removal: the live root is shown again, so its field can take the focus.
  const live = doc.getElementById('root');
  if (standIn && live) carryOverTyping(standIn, live, focused);
}

/** Whether the page arrived rendered ahead. */
export function hasPrerenderedPage(doc: Document = document): boolean {
  return doc.getElementById(PAGE_ID) !== null;
}

/** The longest the shell's start waits for the page rendered ahead to be painted (a hidden tab paints no frame). */
export const PAINT_WAIT_MAX_MS = 1_000;
/** The longest the shell's start waits for the photos the page rendered ahead shows first. */
export const FIRST_IMAGES_WAIT_MAX_MS = 1_500;

type Timing = Pick<Window, 'requestAnimationFrame' | 'setTimeout'> & { PerformanceObserver?: typeof PerformanceObserver };

/** The stand-in's images it wants first (fetchpriority high: a member's first results). */
function firstImages(doc: Document): HTMLImageElement[] {
  return Array.from(doc.querySelectorAll<HTMLImageElement>(`#${PAGE_ID} img[fetchpriority="high"]`));
}

/** Resolves once each image has loaded or failed. */
function loaded(images: HTMLImageElement[]): Promise<void> {
  return Promise.all(images.filter((image) => !image.complete).map((image) => new Promise<void>((resolve) => {
    image.addEventListener('load', () => resolve(), { once: true });
    image.addEventListener('error', () => resolve(), { once: true });
  }))).then(() => undefined);
}

/**
 * Resolves once the browser reports a paint that `done` accepts (PerformanceObserver, buffered),
 * then a task later; where it reports none, after a frame has begun and its task ended. A frame
 * begun is not a frame shown: Chrome may hold the first one back until the page has loaded.
 */
function reported(win: Timing, type: 'paint' | 'largest-contentful-paint', done: (entry: PerformanceEntry) => boolean): Promise<void> {
  return new Promise((resolve) => {
    let observer: PerformanceObserver | undefined;
    const finish = () => {
      observer?.disconnect();
      resolve();
    };
    const next = () => win.setTimeout(finish, 0);
    const Observer = win.PerformanceObserver;
    if (!Observer?.supportedEntryTypes?.includes(type)) {
      win.requestAnimationFrame(next);
    } else {
      observer = new Observer((list) => {
        if (list.getEntries().some(done)) next();
      });
      observer.observe({ type, buffered: true });
    }
    win.setTimeout(finish, PAINT_WAIT_MAX_MS);
  });
}

/**
 * Resolves once the browser has shown the page rendered ahead, and the photos it shows first (a
 * member's results) have come and been shown; at once when there is none. The shell's code
 * starts after it: its scripts download meanwhile, but running them never holds back the first
 * or the largest paint of what the server sent (and Lighthouse's estimates of both count only
 * the scripts run before them).
 */
export function afterStandInPainted(doc: Document = document, win: Timing = window): Promise<void> {
  if (!hasPrerenderedPage(doc)) return Promise.resolve();
  const painted = reported(win, 'paint', (entry) => entry.name === 'first-contentful-paint');
  const images = firstImages(doc);
  if (images.length === 0) return painted;
  const arrived = Promise.race([loaded(images), new Promise<void>((resolve) => win.setTimeout(resolve, FIRST_IMAGES_WAIT_MAX_MS))]);
  const shown = reported(win, 'largest-contentful-paint', (entry) => images.includes((entry as PerformanceEntry & { element?: Element | null }).element as HTMLImageElement));
  return painted.then(() => arrived).then(() => shown);
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
