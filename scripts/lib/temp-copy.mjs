// A throwaway copy of the repository, for proving the generators and measuring what a team adds
// after them: the work tree's files as git lists them (tracked and new, nothing ignored: no
// node_modules, builds or data), node_modules lent from the repository by symlinks, except that
// the workspace packages (@dating/*) point into the copy, so compiling and testing there sees the
// copy's shared-contracts and remote kit, not the originals. A git repository in the copy records
// each step, so `git diff` tells what a step changed.
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../lib.mjs';

/** Caches that tools write into node_modules: the copy keeps its own rather than writing into the repository's. */
const NOT_LENT = new Set(['.cache', '.vite', '.vitest']);

/** [package name, folder] of each workspace of the tree at `dir`. */
function workspacePackages(dir) {
  const { workspaces } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return workspaces.flatMap((folder) => {
    const manifest = path.join(dir, folder, 'package.json');
    return fs.existsSync(manifest) ? [[JSON.parse(fs.readFileSync(manifest, 'utf8')).name, folder]] : [];
  });
}

/**
 * (Re)makes `dir`/node_modules: every installed package a link to the repository's copy, every
 * workspace package a link to its folder in `dir` (call again after a generator adds a workspace).
 */
export function lendNodeModules(dir) {
  const source = path.join(ROOT, 'node_modules');
  if (!fs.existsSync(source)) throw new Error('node_modules is missing: run npm ci first');
  const target = path.join(dir, 'node_modules');
  fs.rmSync(target, { recursive: true, force: true });
  fs.mkdirSync(target);
  const own = new Map(workspacePackages(dir));
  const ownScopes = new Set([...own.keys()].filter((name) => name.startsWith('@')).map((name) => name.split('/')[0]));
  for (const entry of fs.readdirSync(source)) {
    if (NOT_LENT.has(entry) || own.has(entry)) continue;
    if (!ownScopes.has(entry)) {
      fs.symlinkSync(path.join(source, entry), path.join(target, entry));
      continue;
    }
    fs.mkdirSync(path.join(target, entry));
    for (const child of fs.readdirSync(path.join(source, entry))) {
      if (!own.has(`${entry}/${child}`)) fs.symlinkSync(path.join(source, entry, child), path.join(target, entry, child));
    }
  }
  for (const [name, folder] of own) {
    const link = path.join(target, name);
    fs.mkdirSync(path.dirname(link), { recursive: true });
    fs.symlinkSync(path.relative(path.dirname(link), path.join(dir, folder)), link);
  }
}

/** Copies the work tree's files (as `git ls-files` lists them, ignored ones left out) into `dir`. */
function copyWorkTree(dir) {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 << 20 });
  for (const file of new Set(listed.split('\0').filter(Boolean))) {
    const from = path.join(ROOT, file);
    let stat;
    try {
      stat = fs.lstatSync(from);
    } catch {
      continue; // deleted in the work tree, not yet in git
    }
    const to = path.join(dir, file);
    fs.mkdirSync(path.dirname(to), { recursive: true });
    if (stat.isSymbolicLink()) fs.symlinkSync(fs.readlinkSync(from), to);
    else if (stat.isFile()) fs.copyFileSync(from, to);
  }
}

/**
 * A copy of the tree in a new temporary folder, committed once as `start`. Returns its folder and
 * helpers: `run(command, args)` there (throws on failure, returns the output), `runAsync` (the
 * same, as a promise, so steps that share nothing run side by side), `git(...args)`,
 * `commit(message)` (everything, even when nothing changed) and `remove()`.
 */
export function tempCopy(prefix = 'site-copy-') {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  copyWorkTree(dir);
  lendNodeModules(dir);
  const failed = (error, command, args, options) => {
    error.message = `${[command, ...args].join(' ')} failed in ${options.cwd ?? dir}\n${error.stdout ?? ''}${error.stderr ?? ''}`;
    return error;
  };
  const run = (command, args, options = {}) => {
    try {
      return execFileSync(command, args, { cwd: dir, encoding: 'utf8', maxBuffer: 64 << 20, stdio: ['ignore', 'pipe', 'pipe'], ...options });
    } catch (error) {
      throw failed(error, command, args, options);
    }
  };
  const runAsync = (command, args, options = {}) => new Promise((resolve, reject) => {
    execFile(command, args, { cwd: dir, encoding: 'utf8', maxBuffer: 64 << 20, ...options }, (error, stdout, stderr) => {
      if (error) reject(failed(Object.assign(error, { stdout, stderr }), command, args, options));
      else resolve(stdout);
    });
  });
  const git = (...args) => run('git', ['-c', 'user.name=copy', '-c', 'user.email=copy@localhost', '-c', 'commit.gpgsign=false', ...args]);
  const commit = (message) => {
    git('add', '-A');
    git('commit', '-q', '--allow-empty', '--no-verify', '-m', message);
  };
  git('init', '-q');
  commit('start');
  return { dir, run, runAsync, git, commit, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
