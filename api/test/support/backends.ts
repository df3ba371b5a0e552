/**
 * The database backends the integration tests run on: embedded PGlite always, and PostgreSQL when
 * TEST_DATABASE_URL answers. Each test site gets a fresh database (a new PGlite in memory, or a
 * new PostgreSQL database created for it and dropped after).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type Backend = 'pglite' | 'postgres';

let postgresAnswers: Promise<boolean> | null = null;

export function postgresUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

async function checkPostgres(): Promise<boolean> {
  const url = postgresUrl();
  if (!url) return false;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** The backends this run uses (PGlite, plus PostgreSQL when it answers). */
export async function availableBackends(): Promise<Backend[]> {
  postgresAnswers ??= checkPostgres();
  return (await postgresAnswers) ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * Creates a PostgreSQL database for one test site, empty or a copy of `template`; returns its URL
 * and a drop function.
 */
export async function createPostgresDatabase(template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = postgresUrl();
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `site_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
