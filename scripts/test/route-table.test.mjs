/** The root scripts' reading of the route table, and the route new-remote adds for a remote that has none. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { ROUTES_FILE, readRoutes, withRoute } from '../lib/route-table.mjs';

function readText(text) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'routes-')), 'routes.ts');
  fs.writeFileSync(file, text);
  try {
    return readRoutes(file);
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}

test('a new remote gets its route after the last literal one, and becomes a route owner once', () => {
  const table = fs.readFileSync(ROUTES_FILE, 'utf8');
  const before = readRoutes();
  const text = withRoute(table, { name: 'membership', path: '/membership', owner: 'mf-membership', auth: true });
  const after = readText(text);
  assert.deepEqual(after.slice(0, before.length), before);
  assert.deepEqual(after.at(-1), { name: 'membership', path: '/membership', owner: 'mf-membership', auth: true });
  assert.match(text, /^export type RouteOwner = [^;]*\| 'mf-membership';$/m);

  const again = withRoute(text, { name: 'membership-more', path: '/membership/more', owner: 'mf-membership', auth: false });
  assert.equal(again.match(/'mf-membership'/g).length, 3); // once among the owners, once in each of its two rows
  assert.deepEqual(readText(again).at(-1), { name: 'membership-more', path: '/membership/more', owner: 'mf-membership', auth: false });
});
