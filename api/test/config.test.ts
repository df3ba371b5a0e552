import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';

describe('database pool size', () => {
  it('is twice the machine cores unless DATABASE_POOL_SIZE is set', () => {
    expect(loadConfig({}).databasePoolSize).toBe(Math.max(2, 2 * os.availableParallelism()));
    expect(loadConfig({ DATABASE_POOL_SIZE: '25' }).databasePoolSize).toBe(25);
  });

  it('refuses a size that is not a whole number of connections, saying which variable', () => {
    for (const value of ['0', '-3', '2.5', 'ten']) {
      expect(() => loadConfig({ DATABASE_POOL_SIZE: value })).toThrow(/DATABASE_POOL_SIZE/);
    }
  });
});
