#!/usr/bin/env node
// `npm run measure:new-remote [-- --quick] [-- --keep]`
// What a team writes for a new remote whose one page shows the answer of one endpoint of a new API
// domain, beyond what `new-remote` and `new-domain` write, and which shared files that touches
// (the aim: under 60 lines; outside the remote's and the domain's own folders only the route
// table and the endpoint declarations). In a throwaway copy of the tree (scripts/lib/temp-copy.mjs)
// it runs both generators for `membership`, applies the example scripts/new-remote-example.patch
// (the endpoint's answer declared in shared-contracts, its SQL and handler in the domain, the page
// asking for it by name through the kit's useEndpoint and showing it in 11 languages, both tests),
// regenerates what the declarations give, and then runs what a merge would face there: endpoints
// check, typecheck (every workspace; --quick: contracts, API and the new remote), boundaries,
// messages, the remote's jest test and the domain's HTTP test. It prints the example's lines
// (git diff --numstat against the generators' output) and every file outside the two folders that
// the generators or the example touched. Exit 1 when a step fails (the copy is then kept).
// To change the example: run with --keep, edit in the copy, and there
// `git diff generated -- . ':!docs/api.md' ':!shared-contracts/src/endpoints/declared.ts' ':!shared-contracts/src/endpoints/endpoint-routes.ts'`
// is the new patch (keep its opening comment).
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib.mjs';
import { lendNodeModules, tempCopy } from './lib/temp-copy.mjs';

const NAME = 'membership';
const REMOTE = `mf-${NAME}`;
const EXAMPLE = path.join(ROOT, 'scripts', 'new-remote-example.patch');
const AIM = 60;
/** The generators' commands (as `npm run <script> -- …` takes them). */
const GENERATORS = [
  ['new-remote.mjs', NAME, '--auth'],
  ['new-domain.mjs', NAME],
];
/** The new remote's and the new domain's own folders. */
const OWN_FOLDERS = [`${REMOTE}/`, `api/src/domains/${NAME}/`];
/** Files `npm run endpoints` writes from the declarations: a tool's, never a team's. */
const DERIVED = new Set(['shared-contracts/src/endpoints/declared.ts', 'shared-contracts/src/endpoints/endpoint-routes.ts', 'docs/api.md']);
/** What the aim allows a team to touch outside its folders. */
const ALLOWED = new Map([
  ['shared-contracts/src/routes.ts', 'the route table'],
  [`shared-contracts/src/endpoints/${NAME}.ts`, 'the endpoint declarations'],
]);

const quick = process.argv.includes('--quick');
const keep = process.argv.includes('--keep');
const inOwnFolder = (file) => OWN_FOLDERS.some((folder) => file.startsWith(folder));

/** [added, deleted, file] of each file that changed between two commits of the copy. */
function numstat(copy, from, to) {
  return copy
    .git('diff', '--numstat', from, to)
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [added, deleted, file] = line.split('\t');
      return [Number(added), Number(deleted), file];
    });
}

/** file → A (added) or M (modified) between two commits of the copy. */
function status(copy, from, to) {
  return new Map(
    copy
      .git('diff', '--name-status', from, to)
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split('\t').reverse()),
  );
}

const copy = tempCopy('measure-new-remote-');
const checks = [];
let failed = false;
function step(label, command, args, options) {
  process.stdout.write(`… ${label}\n`);
  try {
    copy.run(command, args, options);
    checks.push(`✓ ${label}`);
  } catch (error) {
    failed = true;
    checks.push(`✗ ${label}`);
    console.error(error.message);
  }
}

try {
  for (const [script, ...args] of GENERATORS) copy.run(process.execPath, [path.join('scripts', script), ...args]);
  lendNodeModules(copy.dir); // the new workspace
  copy.commit('generated');
  try {
    copy.git('apply', '--whitespace=nowarn', EXAMPLE);
  } catch (error) {
    console.error(`${path.relative(ROOT, EXAMPLE)} does not apply to what the generators write now: refresh it (see the head of this script)\n${error.message}`);
    failed = true;
    throw error;
  }
  copy.run(process.execPath, ['scripts/endpoints.mjs']);
  copy.commit('example');

  const workspaces = quick ? ['shared-contracts', 'api', REMOTE] : null;
  step('endpoints up to date', process.execPath, ['scripts/endpoints.mjs', '--check']);
  if (workspaces) for (const workspace of workspaces) step(`typecheck ${workspace}`, 'npx', ['tsc', '-p', workspace, '--noEmit']);
  else step('typecheck (every workspace)', process.execPath, ['scripts/typecheck.mjs']);
  step('app and domain boundaries', process.execPath, ['scripts/check-boundaries.mjs']);
  step('texts in 11 locales', process.execPath, ['scripts/check-messages.mjs', copy.dir]);
  step(`${REMOTE}'s tests`, 'npx', ['jest', '--projects', REMOTE]);
  step(`the ${NAME} domain's HTTP test`, 'npx', ['vitest', 'run', `test/${NAME}.test.ts`], { cwd: path.join(copy.dir, 'api') });

  const generated = status(copy, 'HEAD~2', 'HEAD~1');
  const example = numstat(copy, 'HEAD~1', 'HEAD').filter(([, , file]) => !DERIVED.has(file));
  const exampleStatus = status(copy, 'HEAD~1', 'HEAD');
  const added = example.reduce((sum, [lines]) => sum + lines, 0);
  const deleted = example.reduce((sum, [, lines]) => sum + lines, 0);

  console.log(`\nA new remote ${REMOTE} with one page calling one endpoint of a new domain ${NAME}`);
  console.log(`generators: ${GENERATORS.map(([script, ...args]) => `npm run ${script.replace(/\.mjs$/, '')} -- ${args.join(' ')}`).join(', ')}`);
  console.log(`\nLines the example adds beyond the generators: ${added} (and ${deleted} replaced or removed), aim under ${AIM}: ${added < AIM ? 'met' : 'NOT met'}`);
  for (const [plus, minus, file] of example) console.log(`  +${String(plus).padEnd(3)} -${String(minus).padEnd(3)} ${file}`);

  console.log(`\nFiles outside ${OWN_FOLDERS.join(' and ')}:`);
  const outside = new Map();
  for (const [file, kind] of generated) if (!inOwnFolder(file)) outside.set(file, { kind, by: ['generators'] });
  for (const [file, kind] of exampleStatus) {
    if (inOwnFolder(file)) continue;
    const seen = outside.get(file) ?? { kind, by: [] };
    seen.by.push(DERIVED.has(file) ? 'npm run endpoints' : 'the example');
    outside.set(file, seen);
  }
  const shared = [];
  for (const [file, { kind, by }] of [...outside].sort(([a], [b]) => a.localeCompare(b))) {
    const what = kind === 'A' ? 'new' : 'edited';
    console.log(`  ${what.padEnd(6)} ${file.padEnd(52)} by ${by.join(', ')}${ALLOWED.has(file) ? ` (${ALLOWED.get(file)})` : ''}`);
    if (by.includes('the example')) shared.push(file);
  }
  // A file the generators made new (the domain's test, its declarations) is the domain's own.
  const beyondAim = shared.filter((file) => !ALLOWED.has(file) && generated.get(file) !== 'A');
  console.log(`\nFiles outside the two folders the example edits by hand: ${shared.join(', ') || 'none'}`);
  console.log(`Of those, shared files beyond the route table and the endpoint declarations: ${beyondAim.join(', ') || 'none'}`);
  console.log(`Not in the copy: \`npm install\` adds the workspace to package-lock.json; \`npm run build\` builds and publishes the remote.`);
} catch (error) {
  failed = true;
  if (!checks.length) console.error(error.message);
} finally {
  console.log(`\n${checks.join('\n')}`);
  if (keep || failed) console.log(`\nthe copy: ${copy.dir} (git log there: start, generated, example)`);
  else copy.remove();
}
process.exit(failed ? 1 : 0);
