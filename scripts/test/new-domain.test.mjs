/**
 * `npm run new-domain` is proven end to end, as e2e/tests/new-remote.spec.ts proves new-remote: in a
 * throwaway copy of the tree (scripts/lib/temp-copy.mjs) it writes a domain, which must come out
 * declared and wired (its endpoint in the gathered declarations and docs, its service and plugin in
 * the composition root, nothing else shared touched), typecheck with the contracts and the API,
 * keep the boundaries, and pass its own generated HTTP test on every backend of the run (PGlite,
 * and PostgreSQL when TEST_DATABASE_URL answers).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { tempCopy } from '../lib/temp-copy.mjs';

/** A name with a dash, so the camel and Pascal spellings the generator derives are exercised. */
const NAME = 'wish-list';

test('a generated domain is wired, typechecks and passes its own HTTP test', { timeout: 900_000 }, async () => {
  const copy = tempCopy('new-domain-');
  try {
    copy.run(process.execPath, ['scripts/new-domain.mjs', NAME]);

    const changed = copy.git('status', '--porcelain', '--untracked-files=all').trimEnd().split('\n').map((line) => line.slice(3)).sort();
    assert.deepEqual(changed, [
      `api/src/domains/${NAME}/index.ts`,
      `api/src/domains/${NAME}/repository.ts`,
      `api/src/domains/${NAME}/routes.ts`,
      `api/src/domains/${NAME}/service.ts`,
      'api/src/domains/index.ts',
      `api/test/${NAME}.test.ts`,
      'docs/api.md',
      'shared-contracts/src/endpoints/declared.ts',
      'shared-contracts/src/endpoints/endpoint-routes.ts',
      `shared-contracts/src/endpoints/${NAME}.ts`,
    ].sort());
    const root = fs.readFileSync(path.join(copy.dir, 'api/src/domains/index.ts'), 'utf8');
    assert.match(root, /const wishList = createWishList\(db\);/);
    assert.match(root, /await app\.register\(wishListPlugin, \{ wishList: domains\.wishList \}\);/);
    assert.match(fs.readFileSync(path.join(copy.dir, 'docs/api.md'), 'utf8'), /`GET \/api\/wish-list\.php` \| `wishListOverview`/);

    copy.run(process.execPath, ['scripts/endpoints.mjs', '--check']);
    // The typecheck, the boundaries and the generated test read the copy and write nothing the
    // others read: side by side, the proof takes the longest one's time, not the three's.
    const report = path.join(copy.dir, 'vitest.json');
    const [typecheck, boundaries, generatedTest] = await Promise.allSettled([
      // The API's program takes in the contracts it imports, the new declarations among them.
      copy.runAsync('npx', ['tsc', '-p', 'api', '--noEmit']),
      copy.runAsync(process.execPath, ['scripts/check-boundaries.mjs']),
      copy.runAsync('npx', ['vitest', 'run', `test/${NAME}.test.ts`, '--reporter=json', `--outputFile=${report}`], { cwd: path.join(copy.dir, 'api'), env: process.env }),
    ]);
    if (typecheck.status === 'rejected') throw typecheck.reason;
    if (boundaries.status === 'rejected') throw boundaries.reason;
    const failure = generatedTest.status === 'rejected' ? generatedTest.reason : null;
    assert.ok(fs.existsSync(report), failure?.message);
    const tests = JSON.parse(fs.readFileSync(report, 'utf8')).testResults.flatMap((file) => file.assertionResults);
    const ran = tests.map((test) => `${test.fullName}: ${test.status}`);
    const why = tests.flatMap((test) => test.failureMessages ?? []).join('\n');
    assert.ok(!failure && ran.length >= 1 && ran.every((line) => line.endsWith(': passed')), `${ran.join('\n')}\n${why || failure?.message || ''}`);
    assert.ok(ran.some((line) => line.startsWith(`${NAME} on pglite`)), ran.join('\n'));
    if (process.env.TEST_DATABASE_URL) console.log(`generated HTTP test: ${ran.join('; ')}`);
  } finally {
    copy.remove();
  }
});
