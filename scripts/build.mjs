// Builds what is stale (or everything with --all): the API bundle, the shell, every remote; then
// publishes each remote's newest build into the runtime registry (deploy/published/remotes.json).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, ensureInstalled, frontEndApps, isStale, must } from './lib.mjs';

/** Builds at a time: one webpack build keeps a 2-core machine about 75% busy, two keep it full. */
const BUILDS_AT_ONCE = 2;

/** Builds one workspace; its output is printed whole when it ends, so two builds never interleave. */
function buildWorkspace(app) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', 'build', '-w', app], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code, signal) => {
      console.log(`Built ${app}:\n${output.trimEnd()}`);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

const all = process.argv.includes('--all');
const SHARED = ['shared-contracts/src', 'shared-ui/src', 'shared-ui/public', 'remote-kit/src', 'deploy/webpack', 'package-lock.json'];

export async function buildAll({ force = all } = {}) {
  await ensureInstalled();
  // What follows from the endpoint declarations (ENDPOINTS, the browser's route map, docs/api.md).
  await must('node', ['scripts/endpoints.mjs']);
  if (force || isStale('api/dist/main.js', ['api/src', 'api/build.mjs', ...SHARED])) {
    await must('npm', ['run', 'build', '-w', 'api']);
  }
  const stale = frontEndApps().filter((app) => {
    const output = app === 'shell' ? 'shell/dist/index.html' : `${app}/dist/latest.txt`;
    return force || isStale(output, [`${app}/src`, `${app}/webpack.config.cjs`, `${app}/package.json`, ...SHARED]);
  });
  // The apps' builds share nothing (each writes its own dist), so they run side by side.
  console.log(stale.length ? `Building ${stale.join(', ')}…` : 'Every app is built.');
  const failed = [];
  const waiting = [...stale];
  const worker = async () => {
    for (let app = waiting.shift(); app; app = waiting.shift()) if ((await buildWorkspace(app)) !== 0) failed.push(app);
  };
  await Promise.all(Array.from({ length: BUILDS_AT_ONCE }, worker));
  if (failed.length) {
    console.error(`\n✗ the build of ${failed.join(', ')} failed`);
    process.exit(1);
  }
  if (fs.existsSync(path.join(ROOT, 'deploy', 'publish-all.mjs'))) await must('node', ['deploy/publish-all.mjs']);
}

if (import.meta.url === `file://${process.argv[1]}`) await buildAll();
