// Typechecks every workspace that has a tsconfig.json (swc and esbuild only strip types).
// tsc runs on one core, so as many run side by side as the machine has cores; each one's output is
// printed whole when it ends, so two workspaces' errors never interleave.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './lib.mjs';

const TSC = path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
const workspaces = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).workspaces
  .filter((workspace) => fs.existsSync(path.join(ROOT, workspace, 'tsconfig.json')));

/** Runs tsc on one workspace; resolves with its exit code and everything it printed. */
function typecheck(workspace) {
  return new Promise((resolve) => {
    // tsc's own script, not through npx: npx costs ~0.45 s of CPU per workspace before tsc starts.
    const child = spawn(process.execPath, [TSC, '-p', workspace, '--noEmit'], { cwd: ROOT });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

const waiting = [...workspaces];
let failed = false;
async function worker() {
  for (let workspace = waiting.shift(); workspace; workspace = waiting.shift()) {
    const { code, output } = await typecheck(workspace);
    const shown = output.split('\n').filter((line) => line.trim() && !line.startsWith('npm warn')).join('\n');
    console.log(`${code === 0 ? '✓' : '✗'} ${workspace}${shown ? `\n${shown}` : ''}`);
    failed ||= code !== 0;
  }
}
const parallel = Math.max(1, Math.min(os.availableParallelism(), 4));
await Promise.all(Array.from({ length: parallel }, worker));
process.exit(failed ? 1 : 0);
