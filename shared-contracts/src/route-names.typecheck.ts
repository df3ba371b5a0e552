/**
 * Compile-time checks of the typed route names, run by `node scripts/typecheck.mjs` (tsc): every
 * line marked @ts-expect-error must fail to compile, or the typecheck fails.
 */
import { href, routeByName, type RouteName } from './routes.js';
import type { Navigation } from './host-props.js';

declare const navigation: Navigation;

export const checks = () => [
  href('members'),
  href('landers-video', { slug: 'summer' }),
  href('pages-faq'),
  routeByName('members-id-chat'),
  navigation.to('chats-id', { id: 3 }),
  // @ts-expect-error a misspelt route name does not compile
  href('membres'),
  // @ts-expect-error a lander that does not exist does not compile
  href('landers-nowhere'),
  // @ts-expect-error navigation takes route names only
  navigation.to('/members'),
];

// @ts-expect-error RouteName is a union of the table's names, not any string
export const notARoute: RouteName = 'membres';
