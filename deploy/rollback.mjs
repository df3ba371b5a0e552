#!/usr/bin/env node
// node deploy/rollback.mjs <remote>
// Points /remotes.json back at the remote's previous published version.
import { deployPaths } from './lib/paths.mjs';
import { rollbackRemote } from './lib/publish.mjs';

const [remote] = process.argv.slice(2);
if (!remote) {
  console.error('usage: node deploy/rollback.mjs <remote>');
  process.exit(2);
}
try {
  const current = await rollbackRemote({ remote, ...deployPaths() });
  console.log(`rolled back ${current.remote} to ${current.version} → ${current.entry}`);
} catch (error) {
  console.error(`rollback failed: ${error.message}`);
  process.exit(1);
}
