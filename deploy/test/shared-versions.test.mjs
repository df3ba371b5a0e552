// Publishing refuses a remote whose shared singletons the shell's copies would not fit.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fitsCaret, sharedMismatches } from '../lib/shared-versions.mjs';
import { publishRemote } from '../lib/publish.mjs';
import { readRegistry } from '../lib/registry.mjs';

/** A federation manifest sharing `versions` ({ request: version }) as singletons. */
function manifest(name, versions) {
  return { name, shared: Object.entries(versions).map(([request, version]) => ({ name: request, version, singleton: true })) };
}

test('the shell provides a singleton for the caret range of the version a remote was built with', () => {
  assert.equal(fitsCaret('19.3.1', '19.3.1'), true);
  assert.equal(fitsCaret('19.4.0', '19.3.1'), true, 'a newer minor fits');
  assert.equal(fitsCaret('19.3.0', '19.3.1'), false, 'an older patch does not');
  assert.equal(fitsCaret('20.0.0', '19.3.1'), false, 'another major does not');
  assert.equal(fitsCaret('18.3.1', '19.3.1'), false);
  assert.equal(fitsCaret('0.5.2', '0.5.1'), true, 'below 1.0.0 the minor is fixed');
  assert.equal(fitsCaret('0.6.0', '0.5.1'), false);
  assert.equal(fitsCaret('19.3.1-canary.1', '19.3.1'), true, 'a pre-release is read by its numbers');
  assert.equal(fitsCaret('next', '19.3.1'), false, 'an unreadable version never fits');
});

test('names each singleton the shell would not fit, and leaves the remote’s own alone', () => {
  const shell = manifest('shell', { react: '19.3.1', 'react-dom': '19.3.1', swr: '2.5.1' });
  assert.deepEqual(sharedMismatches(shell, manifest('mf_x', { react: '19.3.1', 'react-dom': '19.3.1', swr: '2.5.1' })), []);
  assert.deepEqual(sharedMismatches(shell, manifest('mf_x', { react: '20.0.0', swr: '2.5.1', 'only-mine': '1.0.0' })), [
    'react 20.0.0 is shared, but the shell provides 19.3.1',
  ]);
});

test('publishing refuses a build the shell does not fit, and the registry stays as it was', async (t) => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-versions-test-'));
  t.after(() => fs.rmSync(root, { recursive: true, force: true }));
  const remotesDir = path.join(root, 'repo');
  const publishedDir = path.join(root, 'published');
  const shellDir = path.join(root, 'shell');
  fs.mkdirSync(shellDir, { recursive: true });
  fs.writeFileSync(path.join(shellDir, 'mf-manifest.json'), JSON.stringify(manifest('shell', { react: '19.3.1' })));
  const build = (version, react) => {
    const dir = path.join(remotesDir, 'mf-account', 'dist', version);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest('mf_account', { react })));
    fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${version} */`);
  };

  build('1.0.0-fits', '19.2.0');
  const published = await publishRemote({ remote: 'mf-account', version: '1.0.0-fits', remotesDir, publishedDir, shellDir });
  assert.equal(published.version, '1.0.0-fits');

  build('2.0.0-next', '20.0.0');
  await assert.rejects(
    publishRemote({ remote: 'mf-account', version: '2.0.0-next', remotesDir, publishedDir, shellDir }),
    /react 20\.0\.0 is shared, but the shell provides 19\.3\.1/,
  );
  assert.equal(readRegistry(publishedDir).remotes['mf-account'].version, '1.0.0-fits');
  assert.equal(fs.existsSync(path.join(publishedDir, 'remotes', 'mf-account', '2.0.0-next')), false, 'nothing of the refused build is copied');
});
