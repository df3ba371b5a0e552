/**
 * `npm run seed -w api`: seeds the configured database (DATABASE_URL, else the PGlite data folder)
 * if it is empty. Optional `--profiles N` sets the number of fictional profiles.
 */
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { DEMO_MEMBERS, DEMO_PASSWORD, DEMO_STAFF, seed } from './index.js';

function profilesArgument(argv: readonly string[]): number | undefined {
  const at = argv.indexOf('--profiles');
  if (at === -1) return undefined;
  const value = Number(argv[at + 1]);
  if (!Number.isInteger(value) || value < 1) throw new Error('--profiles needs a whole number above 0');
  return value;
}

async function main(): Promise<void> {
  const config = loadConfig();
  const profiles = profilesArgument(process.argv.slice(2));
  console.log(config.databaseUrl ? 'Seeding PostgreSQL (DATABASE_URL)' : `Seeding the embedded database in ${config.dataDir}`);
  // Opening takes the data folder's lock: this fails clearly while the site itself is running.
  const database = await openDatabase({ databaseUrl: config.databaseUrl || undefined, dataDir: config.dataDir });
  try {
    const result = await seed(database.db, { mediaDir: config.mediaDir, production: config.production, publicOrigin: config.publicOrigin, profiles, log: console.log });
    if (!result.created) {
      console.log('Nothing seeded: the database already has sites. Remove the data folder to start over.');
      return;
    }
    console.log(`Seeded ${result.fictionalProfiles} fictional profiles with avatars in ${result.ms} ms.`);
    if (result.demoMembers.length > 0) {
      console.log(`Demo members (password ${DEMO_PASSWORD}) on http://localhost:${config.port}:`);
      for (const demo of DEMO_MEMBERS) {
        console.log(`  ${demo.member.email.padEnd(22)} ${demo.member.status}, ${demo.credits} credits${demo.member.paidUser ? ', premium' : ''}`);
      }
    }
    if (result.demoStaff.length > 0) {
      console.log(`Demo staff (password ${DEMO_PASSWORD}, log in with POST /api/staff-session.php):`);
      for (const demo of DEMO_STAFF) console.log(`  ${demo.email.padEnd(22)} ${demo.role}`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
