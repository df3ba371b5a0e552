// Publishing two versions of a remote into a temporary folder, then rolling back.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { builtRemotes, publishRemote, rollbackRemote } from '../lib/publish.mjs';
import { HISTORY_LIMIT, readRegistry } from '../lib/registry.mjs';

const run = promisify(execFile);
const deployDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A workspace with remote builds, as webpack leaves them: dist/<version>/ and dist/latest.txt. */
function workspace() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-test-'));
  const remotesDir = path.join(root, 'repo');
  const publishedDir = path.join(root, 'published');
  const build = (remote, version, { latest = true } = {}) => {
    const dir = path.join(remotesDir, remote, 'dist', version);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name: remote.replace(/-/g, '_'), version }));
    fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${remote} ${version} */`);
    if (latest) fs.writeFileSync(path.join(remotesDir, remote, 'dist', 'latest.txt'), `${version}\n`);
  };
  return { root, remotesDir, publishedDir, build, cleanup: () => fs.rmSync(root, { recursive: true, force: true }) };
}

test('publishes two versions, then rolls back to the first', async (t) => {
  const ws = workspace();
  t.after(ws.cleanup);
  const { remotesDir, publishedDir } = ws;

  ws.build('mf-account', '1.0.0-aaa');
  const first = await publishRemote({ remote: 'mf-account', remotesDir, publishedDir });
  assert.deepEqual(first, { remote: 'mf-account', version: '1.0.0-aaa', entry: '/remotes/mf-account/1.0.0-aaa/mf-manifest.json' });
  assert.ok(fs.existsSync(path.join(publishedDir, 'remotes/mf-account/1.0.0-aaa/remoteEntry.js')));

  ws.build('mf-account', '1.0.1-bbb');
  await publishRemote({ remote: 'mf-account', remotesDir, publishedDir });
  let registry = readRegistry(publishedDir);
  assert.equal(registry.remotes['mf-account'].version, '1.0.1-bbb');
  assert.equal(registry.remotes['mf-account'].entry, '/remotes/mf-account/1.0.1-bbb/mf-manifest.json');
  assert.deepEqual(registry.remotes['mf-account'].history.map((h) => h.version), ['1.0.0-aaa', '1.0.1-bbb']);

  const rolledBack = await rollbackRemote({ remote: 'mf-account', publishedDir });
  assert.equal(rolledBack.version, '1.0.0-aaa');
  registry = readRegistry(publishedDir);
  assert.equal(registry.remotes['mf-account'].entry, '/remotes/mf-account/1.0.0-aaa/mf-manifest.json');
  // Both builds stay published: a page that loaded the registry before the rollback still works.
  assert.ok(fs.existsSync(path.join(publishedDir, 'remotes/mf-account/1.0.1-bbb/mf-manifest.json')));

  await assert.rejects(rollbackRemote({ remote: 'mf-account', publishedDir }), /no earlier version/);
  // Nothing half-written is left behind.
  assert.deepEqual(fs.readdirSync(publishedDir).sort(), ['remotes', 'remotes.json']);
});

test('publishes a named version, leaves other remotes alone, and never overwrites a published build', async (t) => {
  const ws = workspace();
  t.after(ws.cleanup);
  const { remotesDir, publishedDir } = ws;
  ws.build('mf-chat', '2.0.0-ccc');
  ws.build('mf-account', '1.0.0-old', { latest: false });
  ws.build('mf-account', '1.0.0-new');
  await publishRemote({ remote: 'mf-chat', remotesDir, publishedDir });
  await publishRemote({ remote: 'mf-account', version: '1.0.0-old', remotesDir, publishedDir });
  const registry = readRegistry(publishedDir);
  assert.equal(registry.remotes['mf-account'].version, '1.0.0-old');
  assert.equal(registry.remotes['mf-chat'].version, '2.0.0-ccc');

  const published = path.join(publishedDir, 'remotes/mf-chat/2.0.0-ccc/remoteEntry.js');
  fs.writeFileSync(path.join(remotesDir, 'mf-chat/dist/2.0.0-ccc/remoteEntry.js'), 'changed after publishing');
  await publishRemote({ remote: 'mf-chat', remotesDir, publishedDir });
  assert.equal(fs.readFileSync(published, 'utf8'), '/* mf-chat 2.0.0-ccc */');
  assert.equal(readRegistry(publishedDir).remotes['mf-chat'].history.length, 1);
});

test('refuses what is not a remote build', async (t) => {
  const ws = workspace();
  t.after(ws.cleanup);
  const { remotesDir, publishedDir } = ws;
  await assert.rejects(publishRemote({ remote: '../etc', remotesDir, publishedDir }), /not a remote name/);
  await assert.rejects(publishRemote({ remote: 'mf-search', remotesDir, publishedDir }), /has no build/);
  ws.build('mf-search', '1.0.0-x');
  await assert.rejects(publishRemote({ remote: 'mf-search', version: '../../x', remotesDir, publishedDir }), /not a version/);
  await assert.rejects(publishRemote({ remote: 'mf-search', version: '9.9.9', remotesDir, publishedDir }), /holds no remote build/);
  await assert.rejects(rollbackRemote({ remote: 'mf-likes', publishedDir }), /never been published/);
});

test(`keeps the last ${HISTORY_LIMIT} versions of a remote`, async (t) => {
  const ws = workspace();
  t.after(ws.cleanup);
  for (let i = 1; i <= HISTORY_LIMIT + 3; i++) {
    ws.build('mf-likes', `1.0.${i}-h`);
    await publishRemote({ remote: 'mf-likes', remotesDir: ws.remotesDir, publishedDir: ws.publishedDir });
  }
  const history = readRegistry(ws.publishedDir).remotes['mf-likes'].history;
  assert.equal(history.length, HISTORY_LIMIT);
  assert.equal(history.at(-1).version, `1.0.${HISTORY_LIMIT + 3}-h`);
});

test('parallel publishes of different remotes both reach the registry', async (t) => {
  const ws = workspace();
  t.after(ws.cleanup);
  const remotes = ['mf-a', 'mf-b', 'mf-c', 'mf-d'];
  remotes.forEach((remote) => ws.build(remote, '1.0.0-p'));
  await Promise.all(remotes.map((remote) => publishRemote({ remote, remotesDir: ws.remotesDir, publishedDir: ws.publishedDir })));
  assert.deepEqual(Object.keys(readRegistry(ws.publishedDir).remotes).sort(), remotes);
});

test('the commands publish, publish-all and roll back with PUBLISHED_DIR and REMOTES_DIR', async (t) => {
  const ws = workspace();
  t.after(ws.cleanup);
  const env = { ...process.env, PUBLISHED_DIR: ws.publishedDir, REMOTES_DIR: ws.remotesDir };
  const node = (script, ...args) => run(process.execPath, [path.join(deployDir, script), ...args], { env });

  ws.build('mf-account', '1.0.0-one');
  ws.build('mf-payments', '3.0.0-pay');
  fs.mkdirSync(path.join(ws.remotesDir, 'mf-unbuilt'));
  const all = await node('publish-all.mjs');
  assert.match(all.stdout, /published mf-account 1\.0\.0-one/);
  assert.match(all.stdout, /published mf-payments 3\.0\.0-pay/);
  assert.deepEqual(builtRemotes(ws.remotesDir), ['mf-account', 'mf-payments']);

  ws.build('mf-account', '1.0.1-two');
  const published = await node('publish.mjs', 'mf-account');
  assert.match(published.stdout, /published mf-account 1\.0\.1-two → \/remotes\/mf-account\/1\.0\.1-two\/mf-manifest\.json/);

  const rolledBack = await node('rollback.mjs', 'mf-account');
  assert.match(rolledBack.stdout, /rolled back mf-account to 1\.0\.0-one/);
  assert.equal(readRegistry(ws.publishedDir).remotes['mf-account'].version, '1.0.0-one');

  await assert.rejects(node('rollback.mjs', 'mf-account'), (error) => error.code === 1 && /no earlier version/.test(error.stderr));
  await assert.rejects(node('publish.mjs'), (error) => error.code === 2 && /usage/.test(error.stderr));
});
