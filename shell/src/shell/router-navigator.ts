/**
 * Navigation from outside React: host props hand it to remotes, and it works before the router
 * has mounted. Apart from the router so the shell can make it before the router's code is
 * evaluated (start.tsx).
 */
import type { NavigateFunction, NavigateOptions, To } from 'react-router';

/** Navigation from outside React (host props hand it to remotes). */
export interface RouterNavigator {
  navigate(to: To | number, options?: NavigateOptions): void;
  /** Called by the router once mounted, and again when its navigate function changes. */
  attach(navigate: NavigateFunction): void;
}

export function createRouterNavigator(): RouterNavigator {
  let current: NavigateFunction | null = null;
  return {
    attach(navigate) {
      current = navigate;
    },
    navigate(to, options) {
      if (current) {
        if (typeof to === 'number') void current(to);
        else void current(to, options);
        return;
      }
      // Before the router has mounted a full page load does the same job.
      if (typeof to === 'number') window.history.go(to);
      else window.location.assign(typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`);
    },
  };
}
