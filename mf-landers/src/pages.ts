/** mf-landers's pages by route name (shared-contracts/src/routes.ts). */
import { lazy } from 'react';
import type { Pages } from '@dating/remote-kit';
import { IndexPage } from './pages/index';

/** The page of each route this remote owns; company and token pages load when their route opens. */
export const pages: Pages = {
  'index': IndexPage,
  'pages-terms': lazy(() => import(/* webpackChunkName: "page-terms" */ './pages/pages-terms')),
  'pages-privacy': lazy(() => import(/* webpackChunkName: "page-privacy" */ './pages/pages-privacy')),
  'pages-cookies': lazy(() => import(/* webpackChunkName: "page-cookies" */ './pages/pages-cookies')),
  'pages-ban': lazy(() => import(/* webpackChunkName: "page-ban" */ './pages/pages-ban')),
  'pages-faq': lazy(() => import(/* webpackChunkName: "page-faq" */ './pages/pages-faq')),
  'pages-return-policy': lazy(() => import(/* webpackChunkName: "page-return-policy" */ './pages/pages-return-policy')),
  'pages-service': lazy(() => import(/* webpackChunkName: "page-service" */ './pages/pages-service')),
  'pages-token': lazy(() => import(/* webpackChunkName: "page-token" */ './pages/pages-token')),
};
