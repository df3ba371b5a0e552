// Whether a remote's shared singletons fit the ones the shell provides. The runtime no longer
// checks (deploy/webpack/shared.cjs: its check only warned, and cost every page load ~14 ms), so
// publishing refuses a build the shell's copy would not fit: a remote built against another
// React major would otherwise go live and break at its first hook.
import fs from 'node:fs';
import path from 'node:path';

/** [major, minor, patch] of a version, without its pre-release or build part; null if unreadable. */
function parts(version) {
  const match = /^(\d+)\.(\d+)\.(\d+)/.exec(String(version ?? ''));
  return match ? match.slice(1, 4).map(Number) : null;
}

/**
 * Whether `provided` satisfies the caret range of `built` (`^built`), as the runtime's check did:
 * the same major (the same minor below 1.0.0) and not older.
 */
export function fitsCaret(provided, built) {
  const have = parts(provided);
  const want = parts(built);
  if (!have || !want) return false;
  const fixed = want[0] > 0 ? 1 : 2;
  for (let i = 0; i < fixed; i++) if (have[i] !== want[i]) return false;
  for (let i = fixed; i < 3; i++) if (have[i] !== want[i]) return have[i] > want[i];
  return true;
}

/** The singleton versions a federation manifest shares, by package request. */
function singletons(manifest) {
  return new Map((manifest.shared ?? []).filter((shared) => shared.singleton).map((shared) => [shared.name, shared.version]));
}

/**
 * What in `remoteManifest` the shell's singletons would not fit, one sentence each. A singleton
 * the shell does not share is the remote's own and is not compared.
 */
export function sharedMismatches(shellManifest, remoteManifest) {
  const provided = singletons(shellManifest);
  const problems = [];
  for (const [name, version] of singletons(remoteManifest)) {
    if (!provided.has(name)) continue;
    if (!fitsCaret(provided.get(name), version)) {
      problems.push(`${name} ${version} is shared, but the shell provides ${provided.get(name)}`);
    }
  }
  return problems;
}

/**
 * Throws when the build in `buildDir` does not fit the shell built in `shellDir`. Without a shell
 * build there is nothing to compare against yet (a remote published before the shell's first
 * build); the shell's own build then shares the same workspace's versions.
 */
export function assertSharedVersionsFit({ shellDir, buildDir }) {
  const shellFile = path.join(shellDir, 'mf-manifest.json');
  const remoteFile = path.join(buildDir, 'mf-manifest.json');
  if (!fs.existsSync(shellFile) || !fs.existsSync(remoteFile)) return;
  const problems = sharedMismatches(JSON.parse(fs.readFileSync(shellFile, 'utf8')), JSON.parse(fs.readFileSync(remoteFile, 'utf8')));
  if (problems.length) throw new Error(`the shell's shared modules do not fit this build: ${problems.join('; ')}`);
}
