/**
 * `npm run staff -w api -- add <email> <role> <name>`: creates a staff account (role moderator,
 * operator or admin) on the configured database (DATABASE_URL, else the PGlite data folder, which
 * a running site holds locked: stop it first). This is how a production site gets its first
 * admin: it has no demo staff. The password is read from standard input (typed unseen at a
 * terminal, or piped), never from the command line, where other users of the machine could read
 * it; the members' password rule applies.
 */
import readline from 'node:readline/promises';
import { Writable } from 'node:stream';
import { errorText, PASSWORD_TEXT_VALUES, STAFF_ROLES, type StaffRole } from '@dating/shared-contracts';
import { loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { createAbuse } from './domains/abuse/index.js';
import { DomainError } from './domains/domain-error.js';
import { createLoginSafety } from './domains/login-safety/index.js';
import { createServerEvents } from './domains/server-events/index.js';
import { createSessions } from './domains/sessions/index.js';
import { createStaff } from './domains/staff/index.js';

const USAGE = `usage: npm run staff -w api -- add <email> <${STAFF_ROLES.join('|')}> <name>  (the password is read from standard input)`;

/** The first line of standard input; at a terminal it is typed without being shown. */
async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '';
  }
  let shown = true;
  const output = new Writable({
    write(chunk, encoding, done) {
      if (shown) process.stdout.write(chunk, encoding);
      done();
    },
  });
  const prompt = readline.createInterface({ input: process.stdin, output, terminal: true });
  process.stdout.write('Password (not shown): ');
  shown = false;
  const password = await prompt.question('');
  shown = true;
  process.stdout.write('\n');
  prompt.close();
  return password;
}

async function main(): Promise<void> {
  const [command, email, role, ...name] = process.argv.slice(2);
  if (command !== 'add' || !email || !STAFF_ROLES.includes(role as StaffRole) || name.length === 0) throw new Error(USAGE);
  const password = await readPassword();
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl || undefined, dataDir: config.dataDir });
  try {
    // Memory counters only: creating an account logs no one in.
    const serverEvents = createServerEvents(database.db, { redisUrl: '', databaseUrl: '' });
    const loginSafety = createLoginSafety(database.db, { abuse: createAbuse({ redisUrl: '' }) });
    const staff = createStaff(database.db, { sessions: createSessions(database.db, { serverEvents }), loginSafety });
    const created = await staff.create({ email, name: name.join(' '), role: role as StaffRole, password });
    console.log(`Created ${created.role} ${created.name} <${created.email}> (staff id ${created.id}). Log in with POST /api/staff-session.php.`);
  } finally {
    await database.close();
  }
}

/** A refusal as lines: each field's rule in English, else the code's text. */
function refusalLines(error: DomainError): string[] {
  const text = (code: DomainError['code']) => errorText(code, 'en', { ...PASSWORD_TEXT_VALUES, ...error.details.values });
  const fields = Object.entries(error.details.fields ?? {});
  return fields.length ? fields.map(([field, code]) => `${field}: ${text(code)}`) : [text(error.code)];
}

main().catch((error: unknown) => {
  if (error instanceof DomainError) for (const line of refusalLines(error)) console.error(line);
  else console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
