/** The router's error element: a page that threw while rendering shows the error page. */
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorPage } from './error-page.js';
import { ErrorPageBoundary } from './secondary-failure.js';

/**
 * Status and message of whatever a route threw. Only an API failure's message (already written
 * for members, in their language) is shown; a program error's message is not for readers.
 */
export function describeError(error: unknown): { status: number; message?: string } {
  if (isRouteErrorResponse(error)) return { status: error.status, message: error.statusText || undefined };
  const { status, code, message } = (error ?? {}) as { status?: unknown; code?: unknown; message?: unknown };
  const httpStatus = typeof status === 'number' && status >= 400 ? status : 500;
  const apiMessage = typeof code === 'string' && typeof message === 'string' ? message : undefined;
  return { status: httpStatus, message: apiMessage };
}

export function RouteError() {
  const error = useRouteError();
  console.error('[shell] a page failed', error);
  return (
    <ErrorPageBoundary>
      <ErrorPage {...describeError(error)} />
    </ErrorPageBoundary>
  );
}
