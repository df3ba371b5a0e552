/**
 * Status and message of whatever a page (or the start) threw. Only an API failure's message
 * (already written for members, in their language) is shown; a program error's message is not for readers.
 */
export function describeError(error: unknown): { status: number; message?: string } {
  const { status, code, message } = (error ?? {}) as { status?: unknown; code?: unknown; message?: unknown };
  const httpStatus = typeof status === 'number' && status >= 400 ? status : 500;
  const apiMessage = typeof code === 'string' && typeof message === 'string' ? message : undefined;
  return { status: httpStatus, message: apiMessage };
}
