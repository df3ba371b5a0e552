/** A page that threw while rendering shows the error page in place of the page. */
import { Component, type ReactNode } from 'react';
import { ErrorPage } from './error-page.js';
import { ErrorPageBoundary } from './secondary-failure.js';

/**
 * Status and message of whatever a page threw. Only an API failure's message (already written
 * for members, in their language) is shown; a program error's message is not for readers.
 */
export function describeError(error: unknown): { status: number; message?: string } {
  const { status, code, message } = (error ?? {}) as { status?: unknown; code?: unknown; message?: unknown };
  const httpStatus = typeof status === 'number' && status >= 400 ? status : 500;
  const apiMessage = typeof code === 'string' && typeof message === 'string' ? message : undefined;
  return { status: httpStatus, message: apiMessage };
}

/** Catches a page's render failure and shows the error page (itself guarded by the secondary failure). */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { error: unknown; failed: boolean }> {
  state = { error: undefined as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('[shell] a page failed', error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <ErrorPageBoundary>
        <ErrorPage {...describeError(this.state.error)} />
      </ErrorPageBoundary>
    );
  }
}
