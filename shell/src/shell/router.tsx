/** The shell's router: history mode, base '/', one element for every path (the table lives in the contracts). */
import { createBrowserRouter } from 'react-router-dom';
import { ShellRoot } from '../routing/shell-root.js';
import { RouteError } from '../errors/route-error.js';

export function createShellRouter() {
  return createBrowserRouter([{ path: '*', element: <ShellRoot />, errorElement: <RouteError /> }], { basename: '/' });
}

export type ShellRouter = ReturnType<typeof createShellRouter>;
