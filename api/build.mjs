// Bundles the API into dist/main.js (our own workspaces inlined, npm packages left external) and
// copies the SQL migrations beside it, so `node api/dist/main.js` runs without a TypeScript loader.
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.join(here, 'dist');
fs.rmSync(outdir, { recursive: true, force: true });

const keepPackagesExternal = {
  name: 'keep-packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@dating/') ? undefined : { external: true }));
  },
};

await build({
  entryPoints: { main: path.join(here, 'src/main.ts'), seed: path.join(here, 'src/seed/cli.ts'), staff: path.join(here, 'src/staff-cli.ts'),
    // The embedded database's thread (src/db/pglite-thread.ts starts dist/pglite-worker.js).
    'pglite-worker': path.join(here, 'src/db/pglite-worker.ts') },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [keepPackagesExternal],
  logLevel: 'warning',
});
fs.cpSync(path.join(here, 'src/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
console.log('api built into api/dist');
