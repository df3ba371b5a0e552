/** Files the server reads on every page but that change only when a build is published. */
import fs from 'node:fs';

const cache = new Map<string, { mtimeMs: number; text: string }>();

/** The file's text, re-read only when its modification time changed; null when it is missing. */
export function readCachedText(file: string): string | null {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat) return null;
  const hit = cache.get(file);
  if (hit && hit.mtimeMs === stat.mtimeMs) return hit.text;
  const text = fs.readFileSync(file, 'utf8');
  cache.set(file, { mtimeMs: stat.mtimeMs, text });
  return text;
}

/** The file parsed as JSON, or null when it is missing or not JSON. */
export function readCachedJson<T>(file: string): T | null {
  const text = readCachedText(file);
  if (text === null) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}
