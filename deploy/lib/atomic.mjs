// Writes that readers never see half done: write a temporary file or folder beside the target,
// then rename it into place (a rename within one file system is atomic).
import fs from 'node:fs';
import path from 'node:path';

function tempName(target) {
  return path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.${Date.now()}.tmp`);
}

/** Writes `text` to `file` atomically. */
export function writeFileAtomic(file, text) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = tempName(file);
  try {
    fs.writeFileSync(temp, text);
    fs.renameSync(temp, file);
  } finally {
    fs.rmSync(temp, { force: true });
  }
}

/** Copies folder `from` to `to` atomically; `to` must not exist yet. */
export function copyDirAtomic(from, to) {
  fs.mkdirSync(path.dirname(to), { recursive: true });
  const temp = tempName(to);
  try {
    fs.cpSync(from, temp, { recursive: true, errorOnExist: true });
    fs.renameSync(temp, to);
  } finally {
    fs.rmSync(temp, { recursive: true, force: true });
  }
}

/**
 * Runs `work` while holding `<file>.lock`, so two publishes do not both read the registry and
 * the second write loses the first one's change. A lock older than `staleMs` is from a crashed run.
 */
export async function withLock(file, work, { waitMs = 10_000, staleMs = 60_000 } = {}) {
  const lock = `${file}.lock`;
  fs.mkdirSync(path.dirname(lock), { recursive: true });
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > staleMs) fs.rmSync(lock, { force: true });
      else if (Date.now() > deadline) throw new Error(`${lock} is held by another publish; try again`);
      else await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  try {
    return await work();
  } finally {
    fs.rmSync(lock, { force: true });
  }
}
