/** The browser's id of one send: kept for every retry of the same message, so the server charges it once. */
export function newClientId(): string {
  const random = globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return `c-${random.replace(/[^A-Za-z0-9_-]/g, '')}`;
}
