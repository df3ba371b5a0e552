/** Starts the site: opens (and migrates) the database, seeds an empty one, serves on PORT. */
import { loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { DataDirLockedError } from './db/lock.js';
import { buildApp } from './app.js';
import { seed } from './seed/index.js';

async function main() {
  const config = loadConfig();
  let database;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: config.databasePoolSize, dataDir: config.dataDir });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  const seeded = await seed(database.db, { mediaDir: config.mediaDir, production: config.production, publicOrigin: config.publicOrigin, profiles: config.seedProfiles, log: (line: string) => console.log(line) });
  const { app, domains } = await buildApp(database.db, config);
  if (seeded.created) domains.sites.invalidate();

  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  console.log(`Site ready on http://localhost:${config.port} (database: ${database.backend === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL'})`);
  console.log(`Payments: ${config.mollieApiKey ? `Mollie (${config.mollieApiKey.startsWith('live_') ? 'live' : 'test'} key)` : 'the sandbox'}`);
  // The sandbox's checkout exists outside production only: a production site without Mollie takes no payment.
  if (config.production && !config.mollieApiKey) console.warn('MOLLIE_API_KEY is not set: members cannot pay (the sandbox checkout is off in production)');
  if (!config.production) {
    console.log('Demo logins (password demo1234): free@example.com, premium@example.com, new@example.com');
    console.log('Demo staff (password demo1234, POST /api/staff-session.php): moderator@example.com, operator@example.com, admin@example.com');
    console.log(`Dev outbox: http://localhost:${config.port}/dev/outbox`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
