/** The swap from the page rendered ahead to the live page keeps what the visitor typed and where. */
import { describe, expect, it } from '@jest/globals';
import { swapInLivePage } from './prerendered-page.js';

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
