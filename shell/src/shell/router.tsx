/**
 * The shell's router: history mode, base '/', one element for every path (the table lives in the
 * contracts). It is the declarative BrowserRouter: the shell needs no loaders or actions, and the
 * data router would triple the router code every page loads.
 */
import { useEffect } from 'react';
import { BrowserRouter, useLocation, useNavigate, type NavigateFunction, type NavigateOptions, type To } from 'react-router';
import { ShellRoot } from '../routing/shell-root.js';
import { PageBoundary } from '../errors/page-boundary.js';

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

function NavigatorBridge({ navigator }: { navigator: RouterNavigator }) {
  const navigate = useNavigate();
  useEffect(() => navigator.attach(navigate), [navigator, navigate]);
  return null;
}

/**
 * The last guard: ShellRoot contains a failing page itself (keeping the layout); this catches a
 * failure of the layout around it. The next page change starts afresh.
 */
function Pages() {
  const { pathname } = useLocation();
  return (
    <PageBoundary resetKey={pathname}>
      <ShellRoot />
    </PageBoundary>
  );
}

export function ShellRouter({ navigator }: { navigator: RouterNavigator }) {
  return (
    <BrowserRouter>
      <NavigatorBridge navigator={navigator} />
      <Pages />
    </BrowserRouter>
  );
}
