// The source maps of the scripts a measured page loads, for the tools that map CPU samples back to
// source files (profile-start.mjs, long-tasks.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { ROOT } from './measure-site.mjs';

/** The file on disk a served script URL comes from (shell build or a published remote; SHELL_DIR and PUBLISHED_DIR for a build copied aside). */
function fileOf(url) {
  const { pathname } = new URL(url);
  if (pathname.startsWith('/remotes/')) return path.join(process.env.PUBLISHED_DIR ?? path.join(ROOT, 'deploy', 'published'), pathname);
  return path.join(process.env.SHELL_DIR ?? path.join(ROOT, 'shell', 'dist'), pathname);
}

const consumers = new Map();

/** The source map of a served script (read once), or null where the build wrote none. */
export function sourceMapOf(url) {
  if (!consumers.has(url)) {
    const map = `${fileOf(url)}.map`;
    consumers.set(url, fs.existsSync(map) ? new SourceMapConsumer(JSON.parse(fs.readFileSync(map, 'utf8'))) : null);
  }
  return consumers.get(url);
}
