// The runtime remote registry, deploy/published/remotes.json. The shell reads `entry` and
// `version` of each remote; `history` (publish order, current last) is what rollback walks back.
import fs from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from './atomic.mjs';

/** How many published versions each remote remembers. */
export const HISTORY_LIMIT = 20;

export function registryFile(publishedDir) {
  return path.join(publishedDir, 'remotes.json');
}

/** The registry, or an empty one before the first publish. */
export function readRegistry(publishedDir) {
  const file = registryFile(publishedDir);
  if (!fs.existsSync(file)) return { remotes: {} };
  const registry = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (typeof registry !== 'object' || registry === null || typeof registry.remotes !== 'object') {
    throw new Error(`${file} is not a remote registry`);
  }
  return registry;
}

export function writeRegistry(publishedDir, registry) {
  writeFileAtomic(registryFile(publishedDir), `${JSON.stringify(registry, null, 2)}\n`);
}

/** The registry with `remote` pointing at `release` ({ version, entry }), added to its history. */
export function withRelease(registry, remote, release, publishedAt = new Date().toISOString()) {
  const previous = registry.remotes[remote];
  const history = [...(previous?.history ?? [])];
  if (history.at(-1)?.version !== release.version) history.push({ ...release, publishedAt });
  return {
    ...registry,
    remotes: {
      ...registry.remotes,
      [remote]: { entry: release.entry, version: release.version, history: history.slice(-HISTORY_LIMIT) },
    },
  };
}

/** The registry with `remote` pointing back at the version published before the current one. */
export function withRollback(registry, remote) {
  const current = registry.remotes[remote];
  if (!current) throw new Error(`${remote} has never been published`);
  const history = (current.history ?? []).slice(0, -1);
  const previous = history.at(-1);
  if (!previous) throw new Error(`${remote} has no earlier version to roll back to (current: ${current.version})`);
  return {
    ...registry,
    remotes: { ...registry.remotes, [remote]: { entry: previous.entry, version: previous.version, history } },
  };
}
