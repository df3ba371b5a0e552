// Typechecks every workspace that has a tsconfig.json (swc and esbuild only strip types).
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, run } from './lib.mjs';

const workspaces = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).workspaces;
let failed = false;
for (const workspace of workspaces) {
  if (!fs.existsSync(path.join(ROOT, workspace, 'tsconfig.json'))) continue;
  const code = await run('npx', ['tsc', '-p', workspace, '--noEmit']);
  console.log(`${code === 0 ? '✓' : '✗'} ${workspace}`);
  failed ||= code !== 0;
}
process.exit(failed ? 1 : 0);
