// Helpers for the root scripts: run commands, check what is installed and what is stale.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs a command and fails the script when it fails. */
export async function must(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`\n✗ ${command} ${args.join(' ')} failed (exit ${code})`);
    process.exit(code);
  }
}

/** Newest modification time of the files below the given paths (node_modules and dist ignored). */
export function newestMtime(paths) {
  let newest = 0;
  const visit = (p) => {
    let stat;
    try { stat = fs.statSync(p); } catch { return; }
    if (stat.isDirectory()) {
      const name = path.basename(p);
      if (name === 'node_modules' || name === 'dist' || name === 'published') return;
      for (const entry of fs.readdirSync(p)) visit(path.join(p, entry));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  paths.forEach((p) => visit(path.join(ROOT, p)));
  return newest;
}

/** True when `output` is missing or older than any input. */
export function isStale(output, inputs) {
  let built;
  try { built = fs.statSync(path.join(ROOT, output)).mtimeMs; } catch { return true; }
  return newestMtime(inputs) > built;
}

/** Installs dependencies when node_modules is missing or older than the lock file. */
export async function ensureInstalled() {
  const marker = path.join(ROOT, 'node_modules', '.package-lock.json');
  const lock = path.join(ROOT, 'package-lock.json');
  const installed = fs.existsSync(marker) && fs.statSync(marker).mtimeMs >= fs.statSync(lock).mtimeMs;
  if (installed) return;
  console.log('Installing dependencies (npm ci)…');
  await must('npm', ['ci', '--no-audit', '--no-fund']);
}

/** The front-end apps that build with webpack: the shell and every remote folder (mf-*). */
export function frontEndApps() {
  return ['shell', ...fs.readdirSync(ROOT).filter((name) => name.startsWith('mf-') && fs.existsSync(path.join(ROOT, name, 'webpack.config.cjs')))];
}

/** Is a command on the PATH? */
export function has(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
}
