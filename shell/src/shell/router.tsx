/**
 * The shell's router: history mode, base '/', one element for every path (the table lives in the
 * contracts). It is the declarative BrowserRouter: the shell needs no loaders or actions, and the
 * data router would triple the router code every page loads.
 */
import { useEffect } from 'react';
import { BrowserRouter, useLocation, useNavigate } from 'react-router';
import { ShellRoot } from '../routing/shell-root.js';
import { PageBoundary } from '../errors/page-boundary.js';
import type { RouterNavigator } from './router-navigator.js';

export type { RouterNavigator } from './router-navigator.js';

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
