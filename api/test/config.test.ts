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

describe('Mollie', () => {
  it('is the payment provider only with a Mollie API key, and its API root can be set', () => {
    expect(loadConfig({})).toMatchObject({ mollieApiKey: undefined, mollieApiEndpoint: undefined });
    const key = 'live_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM';
    expect(loadConfig({ MOLLIE_API_KEY: key, MOLLIE_API_ENDPOINT: 'https://127.0.0.1:9/v2/' })).toMatchObject({ mollieApiKey: key, mollieApiEndpoint: 'https://127.0.0.1:9/v2/' });
  });

  it('refuses a key Mollie would not issue, saying which variable', () => {
    for (const value of ['dHar4XY7LxsDOtmnkVtjNVWXLSlXsM', 'test_', 'prod_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM', 'test_dHar4XY7 LxsDOtmnkVtjNVWXLSlXsM']) {
      expect(() => loadConfig({ MOLLIE_API_KEY: value })).toThrow(/MOLLIE_API_KEY/);
    }
  });
});
