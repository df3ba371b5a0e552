/** The swap from the page rendered ahead to the live page keeps what the visitor typed and where. */
import { describe, expect, it } from '@jest/globals';
import { FIRST_IMAGES_WAIT_MAX_MS, PAINT_WAIT_MAX_MS, afterStandInPainted, swapInLivePage } from './prerendered-page.js';

function page(standInValue: string | null) {
  document.body.innerHTML = `
    <style id="prerendered-style">#root{display:none!important}</style>
    <div id="prerendered-page"><form><input name="email" type="email"><input name="password" type="password"></form></div>
    <div id="root"><form><input name="email" type="email"><input name="password" type="password"></form></div>`;
  const standIn = document.querySelector<HTMLInputElement>('#prerendered-page input[name="email"]')!;
  if (standInValue !== null) standIn.value = standInValue;
  return { standIn, live: document.querySelector<HTMLInputElement>('#root input[name="email"]')! };
}

describe('swapInLivePage', () => {
  it('removes the page rendered ahead and its style', () => {
    page(null);
    swapInLivePage();
    expect(document.getElementById('prerendered-page')).toBeNull();
    expect(document.getElementById('prerendered-style')).toBeNull();
  });

  it("removes the stand-in's styled-components rules and keeps the live page's", () => {
    page(null);
    document.head.innerHTML = '<style data-prerendered-style data-styled-version="6">.a{color:red}</style><style data-styled="active">.b{color:blue}</style>';
    swapInLivePage();
    expect(document.querySelectorAll('style[data-prerendered-style]')).toHaveLength(0);
    expect(document.querySelectorAll('style[data-styled]')).toHaveLength(1);
  });

  it('moves what was typed, as an input event the live form hears, and the focus', () => {
    const { standIn, live } = page('anna@example.com');
    standIn.focus();
    const heard: string[] = [];
    live.addEventListener('input', () => heard.push(live.value));
    swapInLivePage();
    expect(live.value).toBe('anna@example.com');
    expect(heard).toEqual(['anna@example.com']);
    expect(document.activeElement).toBe(live);
  });

  it('leaves the live field alone when nothing was typed or it already holds a value', () => {
    const { live } = page(null);
    swapInLivePage();
    expect(live.value).toBe('');
    const second = page('typed@example.com');
    second.live.value = 'kept@example.com';
    swapInLivePage();
    expect(second.live.value).toBe('kept@example.com');
  });
});

describe('afterStandInPainted', () => {
  /** A window whose frames and timers run only when the test says so. */
  function scriptedWindow() {
    const frames: (() => void)[] = [];
    const timers: { run: () => void; ms: number }[] = [];
    return {
      frames,
      timers,
      win: {
        requestAnimationFrame: (run: () => void) => frames.push(run),
        setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
      } as unknown as Pick<Window, 'requestAnimationFrame' | 'setTimeout'>,
    };
  }
  const settled = (promise: Promise<void>) => Promise.race([promise.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 10))]);

  it('starts at once when the page came without a page rendered ahead', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    const { win, frames } = scriptedWindow();
    expect(await settled(afterStandInPainted(document, win))).toBe(true);
    expect(frames).toHaveLength(0);
  });

  it('waits for a frame, then for the task after it, before the shell starts', async () => {
    document.body.innerHTML = '<div id="root"></div><div id="prerendered-page"><h1>Inloggen</h1></div>';
    const { win, frames, timers } = scriptedWindow();
    const started = afterStandInPainted(document, win);
    expect(await settled(started)).toBe(false);
    frames.shift()!();
    expect(await settled(started)).toBe(false);
    timers.find((timer) => timer.ms === 0)!.run();
    expect(await settled(started)).toBe(true);
  });

  it('does not wait for ever in a tab that paints no frame (hidden)', async () => {
    document.body.innerHTML = '<div id="root"></div><div id="prerendered-page"></div>';
    const { win, timers } = scriptedWindow();
    const started = afterStandInPainted(document, win);
    timers.find((timer) => timer.ms === PAINT_WAIT_MAX_MS)!.run();
    expect(await settled(started)).toBe(true);
  });
});

describe('afterStandInPainted with photos shown first', () => {
  const settled = (promise: Promise<void>) => Promise.race([promise.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 10))]);
  const frameNow = { requestAnimationFrame: (run: () => void) => setTimeout(run, 0), setTimeout: (run: () => void, ms: number) => setTimeout(run, Math.min(ms, 5)) };

  it('waits until they have loaded (or failed), not for the lazy ones', async () => {
    document.body.innerHTML = '<div id="root"></div><div id="prerendered-page"><img fetchpriority="high" src="/a.webp"><img fetchpriority="high" src="/b.webp"><img loading="lazy" src="/c.webp"></div>';
    const win = { ...frameNow, setTimeout: (run: () => void, ms: number) => (ms === FIRST_IMAGES_WAIT_MAX_MS ? 0 : setTimeout(run, 0)) } as unknown as Pick<Window, 'requestAnimationFrame' | 'setTimeout'>;
    const started = afterStandInPainted(document, win);
    const [a, b] = Array.from(document.querySelectorAll('img'));
    expect(await settled(started)).toBe(false);
    a!.dispatchEvent(new Event('load'));
    expect(await settled(started)).toBe(false);
    b!.dispatchEvent(new Event('error'));
    expect(await settled(started)).toBe(true);
  });

  it('does not wait longer than FIRST_IMAGES_WAIT_MAX_MS for them', async () => {
    document.body.innerHTML = '<div id="root"></div><div id="prerendered-page"><img fetchpriority="high" src="/a.webp"></div>';
    const started = afterStandInPainted(document, frameNow as unknown as Pick<Window, 'requestAnimationFrame' | 'setTimeout'>);
    expect(await settled(started)).toBe(true);
  });
});
