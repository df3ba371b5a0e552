/** mf-payments's pages by route name (shared-contracts/src/routes.ts). */
import type { Pages } from '@dating/remote-kit';
import { CreditsPage } from './pages/credits';
import { OrderPage } from './pages/order';
import { PremiumPage } from './pages/premium';
import { PricingPage } from './pages/pricing';
import { TransactionsPage } from './pages/transactions';

/** The page of each route this remote owns. */
export const pages: Pages = {
  'credits': CreditsPage,
  'credits-id-paymentmethod': OrderPage,
  'pricing': PricingPage,
  'premium': PremiumPage,
  'transactions-id': TransactionsPage,
};
