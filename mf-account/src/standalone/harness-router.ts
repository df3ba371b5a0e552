/** The harness's router: the route from location (shared route table), navigation by history. */
import { href, matchRoute } from '@dating/shared-contracts';
import type { CurrentRoute, Navigation } from '@dating/shared-contracts';

/** The current route as the shell would describe it. */
export function routeFromLocation(location: Location): CurrentRoute {
  const match = matchRoute(location.pathname);
  return {
    name: match?.route.name ?? 'not-found',
    params: match?.params ?? {},
    query: Object.fromEntries(new URLSearchParams(location.search)),
    path: location.pathname + location.search,
  };
}

/** Navigation over history; `onChange` runs after every move (and on back/forward). */
export function createHarnessNavigation(onChange: () => void): Navigation {
  window.addEventListener('popstate', onChange);
  const go = (path: string, replace?: boolean) => {
    if (replace) window.history.replaceState(null, '', path);
    else window.history.pushState(null, '', path);
    window.scrollTo(0, 0);
    onChange();
  };
  return {
    to: (name, params, query, options) => go(href(name, params, query), options?.replace),
    toPath: (path, options) => go(path, options?.replace),
    back: () => window.history.back(),
  };
}
