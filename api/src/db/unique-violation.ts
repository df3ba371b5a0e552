/** Recognises a unique-index violation, as PostgreSQL and PGlite report it (Drizzle wraps it in `cause`). */

const UNIQUE_VIOLATION = '23505';

/** True when the error (or one it wraps) violates the named unique index. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth++) {
    const { code, constraint: name, message } = current as { code?: unknown; constraint?: unknown; message?: unknown };
    if (code === UNIQUE_VIOLATION) return name === constraint || (typeof message === 'string' && message.includes(constraint));
  }
  return false;
}
