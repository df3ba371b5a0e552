// The shared webpack factory builds a remote into dist/<version>/ with dist/latest.txt, and an
// unchanged remote rebuilds to the same version (the version carries a content hash).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';

const run = promisify(execFile);
const fixture = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'tiny-remote');
const webpackCli = path.resolve(fixture, '..', '..', '..', 'node_modules', 'webpack-cli', 'bin', 'cli.js');

async function build() {
  await run(process.execPath, [webpackCli, '--mode', 'production'], { cwd: fixture });
  return fs.readFileSync(path.join(fixture, 'dist', 'latest.txt'), 'utf8').trim();
}

test('a remote builds into a versioned folder with a manifest and an entry', { timeout: 120_000 }, async (t) => {
  fs.rmSync(path.join(fixture, 'dist'), { recursive: true, force: true });
  t.after(() => fs.rmSync(path.join(fixture, 'dist'), { recursive: true, force: true }));

  const version = await build();
  assert.match(version, /^0\.0\.1-[0-9a-f]{10}$/);
  const folder = path.join(fixture, 'dist', version);
  for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
    assert.ok(fs.existsSync(path.join(folder, file)), `${file} is built`);
  }
  // A remote is the remote alone: no page of its own in what is published.
  assert.ok(!fs.readdirSync(folder).some((file) => file.endsWith('.html')), 'no page in the published build');

  const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'mf-manifest.json'), 'utf8'));
  assert.equal(manifest.name, 'tiny_remote');
  assert.equal(manifest.metaData.publicPath, 'auto');
  assert.deepEqual(manifest.exposes.map((expose) => expose.name), ['lifecycles']);
  const react = manifest.shared.find((shared) => shared.name === 'react');
  assert.equal(react.singleton, true);
  // Only the versioned folder and latest.txt: the scratch folder is gone.
  assert.deepEqual(fs.readdirSync(path.join(fixture, 'dist')).sort(), [version, 'latest.txt']);

  assert.equal(await build(), version, 'an unchanged remote keeps its version');
});
