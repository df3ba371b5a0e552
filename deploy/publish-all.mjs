#!/usr/bin/env node
// node deploy/publish-all.mjs
// Publishes the latest build of every remote folder that has one (mf-*/dist/latest.txt).
import { deployPaths } from './lib/paths.mjs';
import { builtRemotes, publishRemote } from './lib/publish.mjs';

const paths = deployPaths();
const remotes = builtRemotes(paths.remotesDir);
if (remotes.length === 0) console.log('no remote builds found (mf-*/dist/latest.txt)');
let failed = false;
for (const remote of remotes) {
  try {
    const published = await publishRemote({ remote, ...paths });
    console.log(`published ${published.remote} ${published.version} → ${published.entry}`);
  } catch (error) {
    failed = true;
    console.error(`publish of ${remote} failed: ${error.message}`);
  }
}
process.exit(failed ? 1 : 0);
