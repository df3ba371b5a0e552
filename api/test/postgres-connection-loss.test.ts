/** The API survives PostgreSQL dropping its connections (a restart or failover) and keeps answering. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { availableBackends, postgresUrl } from './support/backends.js';
import { startTestSite, type TestSite } from './support/test-site.js';

const backends = await availableBackends();

describe.runIf(backends.includes('postgres'))('PostgreSQL connection loss', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite('postgres');
  });
  afterAll(() => site?.close());

  it('keeps serving after the server terminates every connection of the site', async () => {
    const client = site.client();
    expect((await client.login('free@example.com')).status).toBe(200);
    const database = new URL(site.config.databaseUrl).pathname.slice(1);
    const admin = new pg.Client({ connectionString: postgresUrl() });
    await admin.connect();
    const killed = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [database]);
    await admin.end();
    expect(killed.rowCount).toBeGreaterThan(0);
    // The process is still alive and a fresh login works over new connections.
    const again = await site.client().login('premium@example.com');
    expect(again.status).toBe(200);
  });
});
