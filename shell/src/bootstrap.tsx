/** Runs after the shared modules are agreed (see index.ts): starts the shell in #root. */
import { startShell } from './shell/start.js';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void startShell(container);
