#!/usr/bin/env node
// node deploy/publish.mjs <remote> [version]
// Publishes a remote's build (dist/latest.txt, or the version given) and updates /remotes.json.
// The shell picks the new version up on its next load, without being rebuilt.
import { deployPaths } from './lib/paths.mjs';
import { publishRemote } from './lib/publish.mjs';

const [remote, version] = process.argv.slice(2);
if (!remote) {
  console.error('usage: node deploy/publish.mjs <remote> [version]');
  process.exit(2);
}
try {
  const published = await publishRemote({ remote, version, ...deployPaths() });
  console.log(`published ${published.remote} ${published.version} → ${published.entry}`);
} catch (error) {
  console.error(`publish failed: ${error.message}`);
  process.exit(1);
}
