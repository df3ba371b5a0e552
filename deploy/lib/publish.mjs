// Publishing a remote build and rolling it back. A remote build is immutable: once copied to
// published/remotes/<remote>/<version>/ it never changes; only the registry moves.
import fs from 'node:fs';
import path from 'node:path';
import { copyDirAtomic, withLock } from './atomic.mjs';
import { readRegistry, registryFile, withRelease, withRollback, writeRegistry } from './registry.mjs';
import { assertSharedVersionsFit } from './shared-versions.mjs';

const REMOTE_NAME = /^mf-[a-z0-9-]+$/;
const VERSION = /^[0-9A-Za-z][0-9A-Za-z.+_-]*$/;
/** The file the shell registers a remote by, in order of preference. */
const ENTRY_FILES = ['mf-manifest.json', 'remoteEntry.js'];

function checkRemoteName(remote) {
  if (!REMOTE_NAME.test(remote ?? '')) throw new Error(`"${remote}" is not a remote name (mf-…)`);
}

/** The version dist/latest.txt of a remote names. */
export function latestVersion(remotesDir, remote) {
  checkRemoteName(remote);
  const file = path.join(remotesDir, remote, 'dist', 'latest.txt');
  if (!fs.existsSync(file)) throw new Error(`${remote} has no build: ${file} is missing (build it first)`);
  return fs.readFileSync(file, 'utf8').trim();
}

/**
 * Copies one build of `remote` into the published folder and points the registry at it, once its
 * shared singletons are known to fit the shell in `shellDir` (shared-versions.mjs).
 * Returns { remote, version, entry }.
 */
export async function publishRemote({ remote, version, remotesDir, publishedDir, shellDir, baseUrl = '/remotes' }) {
  checkRemoteName(remote);
  const chosen = version ?? latestVersion(remotesDir, remote);
  if (!VERSION.test(chosen)) throw new Error(`"${chosen}" is not a version`);
  const source = path.join(remotesDir, remote, 'dist', chosen);
  const entryFile = ENTRY_FILES.find((file) => fs.existsSync(path.join(source, file)));
  if (!entryFile) throw new Error(`${source} holds no remote build (no ${ENTRY_FILES.join(' or ')})`);
  if (shellDir) assertSharedVersionsFit({ shellDir, buildDir: source });

  const target = path.join(publishedDir, 'remotes', remote, chosen);
  // Same version means same content (the version carries the content hash): never overwrite.
  if (!fs.existsSync(target)) copyDirAtomic(source, target);

  const release = { version: chosen, entry: `${baseUrl}/${remote}/${chosen}/${entryFile}` };
  await withLock(registryFile(publishedDir), () => writeRegistry(publishedDir, withRelease(readRegistry(publishedDir), remote, release)));
  return { remote, ...release };
}

/** Points the registry of `remote` back at its previous version. Returns { remote, version, entry }. */
export async function rollbackRemote({ remote, publishedDir }) {
  checkRemoteName(remote);
  return withLock(registryFile(publishedDir), () => {
    const registry = withRollback(readRegistry(publishedDir), remote);
    writeRegistry(publishedDir, registry);
    const { version, entry } = registry.remotes[remote];
    return { remote, version, entry };
  });
}

/** The remote folders in `remotesDir` that have a build (dist/latest.txt). */
export function builtRemotes(remotesDir) {
  return fs
    .readdirSync(remotesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && REMOTE_NAME.test(entry.name))
    .filter((entry) => fs.existsSync(path.join(remotesDir, entry.name, 'dist', 'latest.txt')))
    .map((entry) => entry.name)
    .sort();
}
