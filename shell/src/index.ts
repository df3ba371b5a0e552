// Async boundary: the federation runtime agrees on the shared singletons (React, router…) with
// the remotes before any of the shell's own code runs. A page from an older build whose chunks
// are gone reloads (at most once per 60 s); otherwise a plain note replaces the blank page.
// With a page rendered ahead, the shell's code loads only once the browser has painted it.
import { handleChunkFailure, installChunkReloadGuard } from './remotes/chunk-reload.js';
import { afterStandInPainted } from './shell/prerendered-page.js';
import { warmUpIntlOffThread } from './locale/intl-warm-up.js';
import { bootNamesMember } from './shell/boot-member.js';

installChunkReloadGuard();
// First, so ICU's locale data is loaded on another thread while the shell's code loads. A member's
// pages format as they start (the credit balance in the top bar); a visitor's /login and home page
// make no formatter, and the worker's script would only add to their JavaScript. Starting a worker
// cost the main thread 11.5 ms in a /members profile (docs/performance.md), so it gets a task of its own rather than
// lengthening this script's (the shell's code is still loading for hundreds of milliseconds).
if (bootNamesMember()) setTimeout(() => warmUpIntlOffThread(document.documentElement.lang), 0);

afterStandInPainted()
  .then(() => import('./bootstrap.js'))
  .catch((error: unknown) => {
    console.error('[shell] the site could not start', error);
    if (handleChunkFailure(error)) return;
    const root = document.getElementById('root');
    // Nothing of the app (texts, styles) loaded, so this note is plain and in two languages.
    if (root) root.textContent = 'De site kon niet worden geladen, probeer het opnieuw. / The site could not be loaded, please try again.';
  });
