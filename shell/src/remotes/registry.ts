/**
 * The remote registry document (/remotes.json): which build of each remote the site runs.
 * Publishing or rolling back a remote changes only this document (deploy/publish.mjs).
 */

/** One remote's current build. */
export interface RegistryEntry {
  /** URL of the build's mf-manifest.json (or remoteEntry.js). */
  entry: string;
  version: string;
}

/** The registry: remote app name ('mf-account') → its current build. */
export interface RemoteRegistry {
  remotes: Record<string, RegistryEntry>;
}

export const REGISTRY_URL = '/remotes.json';

function isEntry(value: unknown): value is RegistryEntry {
  const entry = value as Partial<RegistryEntry> | null;
  return typeof entry?.entry === 'string' && entry.entry.length > 0 && typeof entry.version === 'string';
}

/** The valid entries of a registry document; a malformed entry is left out, not fatal. */
export function parseRegistry(document: unknown): RemoteRegistry {
  const remotes = (document as { remotes?: unknown } | null)?.remotes;
  if (typeof remotes !== 'object' || remotes === null) return { remotes: {} };
  const valid = Object.entries(remotes).filter((pair): pair is [string, RegistryEntry] => isEntry(pair[1]));
  return { remotes: Object.fromEntries(valid.map(([name, { entry, version }]) => [name, { entry, version }])) };
}

/** Reads the registry, always asking the server whether it changed (it is revalidated, not cached). */
export async function fetchRegistry(fetchImpl: typeof fetch = (input, init) => fetch(input, init), url = REGISTRY_URL): Promise<RemoteRegistry> {
  const response = await fetchImpl(url, { cache: 'no-cache', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return parseRegistry(await response.json());
}
