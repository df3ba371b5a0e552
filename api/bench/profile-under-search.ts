/**
 * Profiles the API under the bench's search load: starts bench/serve.ts (pglite or postgres) with
 * extra Node flags, runs the search at 50 connections with a built file and GET /api/settings.php
 * fetched one at a time beside it, prints their figures and the load's window on the monotonic
 * clock (the microseconds a V8 CPU profile's samples carry), then stops the server.
 *
 *   npx tsx bench/profile-under-search.ts "--cpu-prof --cpu-prof-dir=/tmp/prof" 10 pglite
 *
 * With --cpu-prof each thread writes its profile at exit (…0.001 is the event loop); keep only the
 * samples inside WINDOW to leave out the seeding (docs/embedded-database.md).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import autocannon, { type Result } from 'autocannon';

const [flags = '', secondsText = '10', kind = 'pglite'] = process.argv.slice(2);
const seconds = Number(secondsText);
const SEARCH = '/api/search.php?gender=female&country=NL&min_age=25&max_age=45&page=1';
const here = path.dirname(new URL(import.meta.url).pathname);

const child = spawn(process.execPath, [...flags.split(' ').filter(Boolean), '--import', 'tsx', path.join(here, 'serve.ts'), kind, '0'], {
  cwd: path.join(here, '..'),
  stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
});
let port = 0;
for await (const line of readline.createInterface({ input: child.stdout! })) {
  if (line.startsWith('{')) {
    port = (JSON.parse(line) as { port: number }).port;
    break;
  }
}
const base = `http://127.0.0.1:${port}`;
const login = await fetch(`${base}/api/user.php`, {
  method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'premium@example.com', password: 'demo1234' }),
});
const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
await autocannon({ url: base + SEARCH, connections: 50, duration: 2, headers: { cookie } }); // warm-up

const from = process.hrtime.bigint() / 1000n;
const [search, file, settings] = await Promise.all([
  autocannon({ url: base + SEARCH, connections: 50, duration: seconds, headers: { cookie } }),
  autocannon({ url: `${base}/main.js`, connections: 1, duration: seconds - 1 }),
  autocannon({ url: `${base}/api/settings.php`, connections: 1, duration: seconds - 1 }),
]);
const to = process.hrtime.bigint() / 1000n;
const line = (result: Result) => `${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${result.errors + result.non2xx}`;
console.log(`WINDOW ${from} ${to}`);
console.log(`search: ${line(search)}\n/main.js: ${line(file)}\nsettings: ${line(settings)}`);
const exited = new Promise((resolve) => child.once('exit', resolve));
child.kill('SIGTERM');
await exited;
