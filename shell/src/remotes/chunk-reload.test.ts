import { describe, expect, it, jest } from '@jest/globals';
import { CHUNK_RELOAD_KEY, isChunkLoadError, reloadAfterChunkFailure } from './chunk-reload.js';

function memoryStorage() {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), values };
}

describe('chunk-load failure', () => {
  it('is recognised by name or message', () => {
    const named = Object.assign(new Error('x'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(named)).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 431 failed.\n(error: /431.abc.js)'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });

  it('reloads at most once per 60 s, remembering the time in session storage', () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    const t0 = 1_000_000;
    expect(reloadAfterChunkFailure({ storage, now: t0, reload })).toBe(true);
    expect(storage.values.get(CHUNK_RELOAD_KEY)).toBe(String(t0));
    expect(reloadAfterChunkFailure({ storage, now: t0 + 59_999, reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadAfterChunkFailure({ storage, now: t0 + 60_000, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload when storage is unavailable (the limit could not hold)', () => {
    const reload = jest.fn();
    const storage = { getItem: () => { throw new Error('denied'); }, setItem: () => undefined };
    expect(reloadAfterChunkFailure({ storage, now: 1, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
