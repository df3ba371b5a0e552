// Where the deploy commands read builds and write the published site. Environment variables
// point them elsewhere (tests, a CDN upload folder).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The repository root: remote folders (mf-*) live here. */
export const REPO_ROOT = path.resolve(here, '..', '..');

/** Deploy settings from the environment. */
export function deployPaths(env = process.env) {
  return {
    /** Folder holding the remote app folders (each with dist/<version>/ and dist/latest.txt). */
    remotesDir: path.resolve(env.REMOTES_DIR || REPO_ROOT),
    /** Folder served as /remotes.json and /remotes/** (deploy/published). */
    publishedDir: path.resolve(env.PUBLISHED_DIR || path.join(REPO_ROOT, 'deploy', 'published')),
    /** The shell's build, whose shared singletons a published remote must fit. */
    shellDir: path.resolve(env.SHELL_DIR || path.join(REPO_ROOT, 'shell', 'dist')),
    /** URL prefix of published builds in the registry; a CDN origin may go here. */
    baseUrl: (env.REMOTES_BASE_URL || '/remotes').replace(/\/+$/, ''),
  };
}
