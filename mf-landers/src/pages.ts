/** mf-landers's pages by route name (shared-contracts/src/routes.ts). */
import { lazy } from 'react';
import type { Pages } from '@dating/remote-kit';
import { IndexPage } from './pages/index';

/** A page that loads when its route opens (each lander is its own chunk). */
const page = <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }));

/** The page of each route this remote owns; each loads when its route opens (its own chunk). */
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
  'landers-tinderswipe': page(() => import('./pages/landers-tinderswipe'), 'LandersTinderswipePage'),
  'landers-alonetonight': page(() => import('./pages/landers-alonetonight'), 'LandersAlonetonightPage'),
  'landers-collagelanding': page(() => import('./pages/landers-collagelanding'), 'LandersCollagelandingPage'),
  'landers-gallery': page(() => import('./pages/landers-gallery'), 'LandersGalleryPage'),
  'landers-iconslanding': page(() => import('./pages/landers-iconslanding'), 'LandersIconslandingPage'),
  'landers-maplanding': page(() => import('./pages/landers-maplanding'), 'LandersMaplandingPage'),
  'landers-socialnetwork': page(() => import('./pages/landers-socialnetwork'), 'LandersSocialnetworkPage'),
  'landers-transitionsvideolanding': page(() => import('./pages/landers-transitionsvideolanding'), 'LandersTransitionsvideolandingPage'),
  'landers-video': page(() => import('./pages/landers-video'), 'LandersVideoPage'),
  'members-id-landing': page(() => import('./pages/members-id-landing'), 'MembersIdLandingPage'),
  'members-id-landing2': page(() => import('./pages/members-id-landing2'), 'MembersIdLanding2Page'),
  'members-id-landing3': page(() => import('./pages/members-id-landing3'), 'MembersIdLanding3Page'),
  'members-id-signup': page(() => import('./pages/members-id-signup'), 'MembersIdSignupPage'),
};
