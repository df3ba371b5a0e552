/** A second process on the same embedded data folder exits at once with a clear message. */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const API = path.resolve(import.meta.dirname, '..');

function startSite(dataDir: string): { child: ChildProcess; output: () => string; exit: Promise<number | null> } {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API,
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', SEED_PROFILES: '8', LOG_LEVEL: 'warn', NODE_ENV: 'test' },
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exit };
}

describe('embedded data folder lock', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-lock-'));
  let first: ReturnType<typeof startSite> | undefined;
  afterAll(async () => {
    first?.child.kill('SIGTERM');
    await first?.exit;
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a second process while the first runs, and frees the folder at exit', async () => {
    first = startSite(dataDir);
    const deadline = Date.now() + 90_000;
    while (!first.output().includes('Site ready') && Date.now() < deadline) {
      if (first.child.exitCode !== null) throw new Error(`first process died: ${first.output()}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(first.output()).toContain('Site ready');

    const second = startSite(dataDir);
    const code = await Promise.race([second.exit, new Promise((r) => setTimeout(() => r('timeout'), 20_000))]);
    expect(code).toBe(2);
    expect(second.output()).toMatch(/in use by another process \(pid \d+\)/);

    first.child.kill('SIGTERM');
    expect(await first.exit).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'site.lock'))).toBe(false);
    // The first start may take its 90 s on a busy machine, plus the second start and both exits.
  }, 150_000);
});
