// Builds what is stale (or everything with --all): the API bundle, the shell, every remote; then
// publishes each remote's newest build into the runtime registry (deploy/published/remotes.json).
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, ensureInstalled, frontEndApps, isStale, must } from './lib.mjs';

const all = process.argv.includes('--all');
const SHARED = ['shared-contracts/src', 'shared-ui/src', 'shared-ui/public', 'remote-kit/src', 'deploy/webpack', 'package-lock.json'];

export async function buildAll({ force = all } = {}) {
  await ensureInstalled();
  // What follows from the endpoint declarations (ENDPOINTS, the browser's route map, docs/api.md).
  await must('node', ['scripts/endpoints.mjs']);
  if (force || isStale('api/dist/main.js', ['api/src', 'api/build.mjs', ...SHARED])) {
    await must('npm', ['run', 'build', '-w', 'api']);
  }
  for (const app of frontEndApps()) {
    const output = app === 'shell' ? 'shell/dist/index.html' : `${app}/dist/latest.txt`;
    if (force || isStale(output, [`${app}/src`, `${app}/webpack.config.cjs`, `${app}/package.json`, ...SHARED])) {
      console.log(`Building ${app}…`);
      await must('npm', ['run', 'build', '-w', app]);
    }
  }
  if (fs.existsSync(path.join(ROOT, 'deploy', 'publish-all.mjs'))) await must('node', ['deploy/publish-all.mjs']);
}

if (import.meta.url === `file://${process.argv[1]}`) await buildAll();
