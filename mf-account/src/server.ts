/**
 * mf-account's visitor pages rendered ahead on the server (remote-kit's server renderer; built
 * into server.cjs, never into the browser's code), so /login paints the server's HTML before the
 * shell and this remote have started. Only pages a visitor opens and that need no member data:
 * a member-only page for a visitor would render its refusal only to be redirected.
 */
import { lazy } from 'react';
import { createPageRenderer } from '@dating/remote-kit/server';
import type { Pages } from '@dating/remote-kit';
import { LoginPage } from './pages/login';
import { messages } from './i18n/texts';

/** The pages rendered ahead, by route name. */
const visitorPages: Pages = {
  login: LoginPage,
  'reset-password': lazy(() => import('./pages/reset-password').then((page) => ({ default: page.ResetPasswordPage }))),
};

/** Renders one of mf-account's visitor pages to HTML and CSS for the first paint. */
export const render = createPageRenderer({ pages: visitorPages, messages });
