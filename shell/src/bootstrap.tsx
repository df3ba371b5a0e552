/**
 * Runs after the shared modules are agreed (see index.ts): starts the shell in #root. The shell's
 * code is evaluated in turns, the browser getting a turn after each: React's DOM renderer, then
 * the other shared libraries, then the shell's own modules. Evaluated in one go it was one task of
 * ~140 ms on a busy 2-core machine (four times that on Lighthouse's phone: total blocking time).
 * The imports are eager: the code stays in the chunks the page already preloads.
 */
import { yieldToBrowser } from '@dating/remote-kit/yield-to-browser';

async function start(container: HTMLElement) {
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await yieldToBrowser();
  await Promise.all([
    import(/* webpackMode: "eager" */ 'styled-components'),
    import(/* webpackMode: "eager" */ 'react-router'),
    import(/* webpackMode: "eager" */ 'react-intl'),
    import(/* webpackMode: "eager" */ 'jotai'),
    import(/* webpackMode: "eager" */ 'swr'),
  ]);
  await yieldToBrowser();
  const { startShell } = await import(/* webpackMode: "eager" */ './shell/start.js');
  await yieldToBrowser();
  await startShell(container);
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
await start(container);
