/**
 * An exclusive lock on the embedded data folder. PGlite does not lock its folder, and two
 * processes on one folder silently lose writes, so a second process must refuse to start.
 */
import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(readonly lockFile: string, readonly holderPid: number) {
    super(
      `The data folder ${path.dirname(lockFile)} is in use by another process (pid ${holderPid}). ` +
        'Embedded PGlite allows one process per folder: stop that process, set DATA_DIR to another folder, ' +
        'or use DATABASE_URL for PostgreSQL to run several processes.',
    );
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock (removing a stale one left by a dead process); returns the release function. */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'site.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockFile, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockFile, 'utf8') === String(process.pid)) fs.unlinkSync(lockFile);
        } catch {
          /* already gone */
        }
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(lockFile, 'utf8').trim());
      if (holder && holder !== process.pid && isAlive(holder)) throw new DataDirLockedError(lockFile, holder);
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${lockFile}`);
}
