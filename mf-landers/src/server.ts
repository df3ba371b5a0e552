/** mf-landers's pages rendered ahead on the server (remote-kit's server renderer; built into server.cjs, never into the browser's code). */
import { createPageRenderer } from '@dating/remote-kit/server';
import { pages } from './pages';
import { messages } from './i18n/texts';

/** Renders one of mf-landers's pages to HTML and CSS for the first paint. */
export const render = createPageRenderer({ pages, messages });
