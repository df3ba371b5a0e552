// `npm test`: the whole suite — files generated from the endpoint declarations up to date, typecheck, app boundaries, unit and integration tests (API on
// PGlite and on PostgreSQL when it answers), the generators' proofs, then the production build and the browser journeys.
// Ends with one line "N passed, N failed, N skipped" over every runner.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, ensureInstalled, frontEndApps, has, run } from './lib.mjs';
import { buildAll } from './build.mjs';

const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'site-test-reports-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];
const stepSeconds = []; // printed at the end, so a slow run shows which step to look at
const only = process.argv.slice(2); // e.g. `npm test -- api e2e` runs those steps only

function readJson(file) {
  try { return JSON.parse(fs.readFileSync(file, 'utf8')); } catch { return null; }
}

async function step(name, command, args, { env, count } = {}) {
  if (only.length && !only.includes(name)) return;
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const code = await run(command, args, { env: { ...process.env, ...env } });
  stepSeconds.push([name, Math.round((Date.now() - started) / 1000)]);
  const counted = count?.();
  if (counted) {
    totals.passed += counted.passed;
    totals.failed += counted.failed;
    totals.skipped += counted.skipped;
  }
  if (code !== 0 || (counted && counted.failed > 0) || (count && !counted)) failedSteps.push(name);
}

const vitestCount = (file) => () => {
  const r = readJson(file);
  return r && { passed: r.numPassedTests, failed: r.numFailedTests + (r.success === false && r.numFailedTests === 0 ? 1 : 0), skipped: r.numPendingTests + (r.numTodoTests ?? 0) };
};
const jestCount = vitestCount;
const nodeTestCount = (file) => () => {
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const pick = (label) => Number(text.match(new RegExp(`^# ${label} (\\d+)`, 'm'))?.[1] ?? 0);
  return text ? { passed: pick('pass'), failed: pick('fail'), skipped: pick('skipped') + pick('todo') } : null;
};
const playwrightCount = (file) => () => {
  const r = readJson(file);
  return r && { passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected, skipped: r.stats.skipped };
};

await ensureInstalled();
process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';

await step('endpoints', 'node', ['scripts/endpoints.mjs', '--check']);
await step('typecheck', 'node', ['scripts/typecheck.mjs']);
await step('boundaries', 'node', ['scripts/check-boundaries.mjs']);
await step('messages', 'node', ['scripts/check-messages.mjs']);
await step('contracts', 'npx', ['vitest', 'run', '--root', 'shared-contracts', '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/contracts.json`], { count: vitestCount(`${reports}/contracts.json`) });
await step('api', 'npx', ['vitest', 'run', '--root', 'api', '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/api.json`], { count: vitestCount(`${reports}/api.json`) });
// Two workers: jest's default on 2 cores is one (cores − 1), which ran every file in its main
// process at 58% of the machine; 85 → 48 s for the step.
const jestProjects = ['shared-ui', 'remote-kit', ...frontEndApps()].filter((app) => fs.existsSync(path.join(ROOT, app, 'jest.config.cjs')));
await step('ui', 'npx', ['jest', '--maxWorkers=2', '--projects', ...jestProjects, '--json', `--outputFile=${reports}/jest.json`], { count: jestCount(`${reports}/jest.json`) });
if (fs.existsSync(path.join(ROOT, 'deploy', 'test'))) {
  await step('deploy', 'node', ['--test', '--test-reporter=spec', '--test-reporter-destination=stdout', '--test-reporter=tap', `--test-reporter-destination=${reports}/deploy.tap`, 'deploy/test/'], { count: nodeTestCount(`${reports}/deploy.tap`) });
}

// The generators proven in a throwaway copy of the tree (new-remote's proof is a browser journey).
await step('generators', 'node', ['--test', '--test-reporter=spec', '--test-reporter-destination=stdout', '--test-reporter=tap', `--test-reporter-destination=${reports}/generators.tap`, 'scripts/test/'], { count: nodeTestCount(`${reports}/generators.tap`) });

if ((!only.length || only.includes('e2e')) && fs.existsSync(path.join(ROOT, 'e2e', 'playwright.config.ts'))) {
  if (!fs.existsSync('/usr/bin/chromium')) {
    if (process.getuid?.() === 0 && has('apt-get')) {
      console.log('\nInstalling Chromium from Debian for the browser journeys…');
      await run('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium > /dev/null']);
    }
    if (!fs.existsSync('/usr/bin/chromium')) {
      console.error('Chromium is missing: install it with `apt-get install -y chromium` (root needed).');
      failedSteps.push('e2e (no chromium)');
    }
  }
  if (fs.existsSync('/usr/bin/chromium')) {
    console.log('\n━━ production build ━━');
    const buildStarted = Date.now();
    await buildAll({ force: false });
    stepSeconds.push(['production build', Math.round((Date.now() - buildStarted) / 1000)]);
    await step('e2e', 'npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts', '--reporter=list,json'], {
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/e2e.json` },
      count: playwrightCount(`${reports}/e2e.json`),
    });
  }
}

console.log(`\nSeconds per step: ${stepSeconds.map(([name, seconds]) => `${name} ${seconds}`).join(', ')}`);
console.log(`${failedSteps.length ? `Failed steps: ${failedSteps.join(', ')}` : 'All steps passed.'}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length ? 1 : 0);
