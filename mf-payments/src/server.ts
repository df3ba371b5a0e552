/**
 * mf-payments's pages rendered on the server (remote-kit's server renderer; built into server.cjs,
 * never into the browser's code): the shop's front, /pricing for everyone (crawlers and visitors
 * from the footer and the sitemap) and /credits for members. Each arrives with the packages,
 * prices and payment methods of the country, so the live page takes its place without asking
 * again. The order, result, premium and transactions pages are left to the live page.
 */
import { createPageRenderer } from '@dating/remote-kit/server';
import { CreditsPage } from './pages/credits';
import { PricingPage } from './pages/pricing';
import { messages } from './i18n/texts';

/** Renders /pricing and (for a member) /credits, to stand in until the live page has rendered. */
export const render = createPageRenderer({
  pages: { pricing: PricingPage, credits: CreditsPage },
  messages,
  visitors: ['pricing'],
  membersStandIn: true,
});
