/**
 * mf-payments's shop fronts rendered ahead on the server (remote-kit's server renderer; built into
 * server.cjs, never into the browser's code): /pricing for visitors and crawlers, /credits for a
 * member, with the packages' answer, so the prices are on the first paint. Both show only what
 * the server knows (Apple Pay, which only the browser can tell, is left out on both sides unless
 * the browser offers it).
 */
import { createPageRenderer } from '@dating/remote-kit/server';
import { CreditsPage } from './pages/credits';
import { PricingPage } from './pages/pricing';
import { messages } from './i18n/texts';

/** Renders /pricing and /credits to HTML and CSS for the first paint. */
export const render = createPageRenderer({ pages: { pricing: PricingPage, credits: CreditsPage }, messages, membersStandIn: true });
