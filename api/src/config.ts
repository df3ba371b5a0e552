/** Process configuration from the environment, read once at start. */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_EVENT_HEARTBEAT_MS } from '@dating/shared-contracts';

/** Folder of the repository (api/ is one level below it; dist/ and src/ are two). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface Config {
  /** 'production' turns on Secure cookies and turns off the dev outbox and demo members. */
  production: boolean;
  port: number;
  /** Address to listen on: 127.0.0.1 outside production (the dev outbox stays on this machine). */
  host: string;
  /** Embedded PGlite data folder (used when databaseUrl is empty). */
  dataDir: string;
  /** PostgreSQL connection string; empty means embedded PGlite. */
  databaseUrl: string;
  /** Connections this process keeps to PostgreSQL (DATABASE_POOL_SIZE); more requests wait for one. */
  databasePoolSize: number;
  /** Redis for fan-out across API processes; empty means in-process. */
  redisUrl: string;
  /** SMTP URL; empty means the database outbox. */
  smtpUrl: string;
  /**
   * Origin every e-mailed link starts with. Empty in production means each site's own domain
   * (https://<domain>); outside production it defaults to http://localhost:<port>. Never the Host.
   */
  publicOrigin: string;
  /** Addresses (IPs, CIDRs) of the reverse proxies whose forwarding headers are believed; empty: none. */
  trustProxy: string[];
  /** Built shell folder and published remotes folder, served by this process. */
  shellDir: string;
  publishedDir: string;
  /** Member images (uploads and generated avatars). */
  mediaDir: string;
  logLevel: string;
  /** How many fictional profiles the first start creates. */
  seedProfiles: number;
  /** How often an open event stream sends its heartbeat (SERVER_EVENT_HEARTBEAT_MS; tests shorten it). */
  serverEventHeartbeatMs: number;
  /** The sandbox payment provider's webhook secret (SANDBOX_WEBHOOK_SECRET); unset, one is made at first start and kept in the database. */
  sandboxWebhookSecret?: string;
  /** Mollie's API key (MOLLIE_API_KEY, test_… or live_…): set, Mollie is the payment provider instead of the sandbox. */
  mollieApiKey?: string;
  /** Mollie's API root (MOLLIE_API_ENDPOINT); unset, Mollie's own (https://api.mollie.com/v2/). */
  mollieApiEndpoint?: string;
}

/**
 * Twice this machine's cores unless DATABASE_POOL_SIZE says otherwise: statements that run at once
 * beyond what the database's cores can serve only queue inside it, where nothing keeps them in
 * order. With PostgreSQL on the same 2-core machine, 4 connections instead of 10 gave the search
 * the same requests a second with a third less p99 (docs/search-performance.md). A database on
 * its own machine wants about twice its own cores, shared by every API process.
 */
function poolSize(value: string | undefined): number {
  if (value === undefined || value === '') return Math.max(2, 2 * os.availableParallelism());
  const size = Number(value);
  if (!Number.isInteger(size) || size < 1) throw new Error(`DATABASE_POOL_SIZE must be a whole number of connections, at least 1 (got "${value}")`);
  return size;
}

/** MOLLIE_API_KEY as Mollie issues them: a typo fails the start instead of every payment. */
function mollieApiKey(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!/^(test|live)_\w{20,}$/.test(value)) throw new Error('MOLLIE_API_KEY must be a Mollie API key: test_… or live_… (from the Mollie dashboard, Developers → API keys)');
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(REPO_ROOT, 'data'));
  const production = env.NODE_ENV === 'production';
  const port = Number(env.PORT ?? 8080);
  return {
    production,
    port,
    host: env.HOST || (production ? '0.0.0.0' : '127.0.0.1'),
    dataDir,
    databaseUrl: env.DATABASE_URL ?? '',
    databasePoolSize: poolSize(env.DATABASE_POOL_SIZE),
    redisUrl: env.REDIS_URL ?? '',
    smtpUrl: env.SMTP_URL ?? '',
    publicOrigin: env.PUBLIC_ORIGIN || (production ? '' : `http://localhost:${port}`),
    trustProxy: (env.TRUST_PROXY ?? '').split(',').map((address) => address.trim()).filter(Boolean),
    shellDir: path.resolve(env.SHELL_DIR ?? path.join(REPO_ROOT, 'shell', 'dist')),
    publishedDir: path.resolve(env.PUBLISHED_DIR ?? path.join(REPO_ROOT, 'deploy', 'published')),
    mediaDir: path.resolve(env.MEDIA_DIR ?? path.join(dataDir, 'media')),
    // Request logs (info) are for debugging; by default only warnings and errors are written.
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'warn'),
    seedProfiles: Number(env.SEED_PROFILES ?? 520),
    serverEventHeartbeatMs: SERVER_EVENT_HEARTBEAT_MS,
    sandboxWebhookSecret: env.SANDBOX_WEBHOOK_SECRET || undefined,
    mollieApiKey: mollieApiKey(env.MOLLIE_API_KEY),
    mollieApiEndpoint: env.MOLLIE_API_ENDPOINT || undefined,
  };
}
