/** `npm run staff -w api -- add …`: the way a production site gets its first admin, under the members' password rule. */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { verify } from '@node-rs/argon2';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.js';
import { staff } from '../src/db/schema.js';

const API = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = promisify(execFile);

/** Runs the command with `input` piped to it; resolves with its exit code and output. */
async function staffCommand(dataDir: string, input: string, ...args: string[]) {
  const child = run('npx', ['tsx', 'src/staff-cli.ts', ...args], { cwd: API, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'production' } });
  child.child.stdin!.end(input);
  try {
    const { stdout, stderr } = await child;
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('the staff command', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'staff-cli-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('refuses a weak password and bad arguments, and creates an admin whose password is stored hashed', async () => {
    const weak = await staffCommand(dataDir, 'password123\n', 'add', 'chef@example.com', 'admin', 'Chef');
    expect(weak.code).toBe(1);
    expect(weak.stderr).toContain('password: This password is used too often. Choose another password.');
    const wrongRole = await staffCommand(dataDir, 'lang-genoeg-wachtwoord-99\n', 'add', 'chef@example.com', 'boss', 'Chef');
    expect(wrongRole.code).toBe(1);
    expect(wrongRole.stderr).toContain('usage: npm run staff');

    const made = await staffCommand(dataDir, 'lang-genoeg-wachtwoord-99\n', 'add', 'chef@example.com', 'admin', 'Chef', 'de', 'Cuisine');
    expect(made.stderr).toBe('');
    expect(made.stdout).toMatch(/Created admin Chef de Cuisine <chef@example.com> \(staff id \d+\)/);

    const database = await openDatabase({ dataDir });
    try {
      const rows = await database.db.select().from(staff);
      expect(rows.map((row) => [row.email, row.role, row.name, row.isDemo])).toEqual([['chef@example.com', 'admin', 'Chef de Cuisine', false]]);
      expect(await verify(rows[0]!.passwordHash, 'lang-genoeg-wachtwoord-99')).toBe(true);
    } finally {
      await database.close();
    }
  }, 300_000);
});
