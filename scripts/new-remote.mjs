#!/usr/bin/env node
// `npm run new-remote -- <name> [--route <route name>] [--path /<path>] [--auth] [--dir <parent folder>]`
// Writes a new remote mf-<name> from the remote kit: a one-line entry, the page table with one
// page (the first route the route table gives mf-<name>, or --route), its test, the 11 message
// files (Dutch the reference), the webpack config from deploy/webpack/federation.cjs, and the
// workspace entry. When the route table gives mf-<name> no route yet, it adds one: `<name>` at
// --path (default /<name>), members-only with --auth, and mf-<name> among the route owners.
// Building publishes it (scripts/build.mjs → deploy/publish-all.mjs picks up every
// mf-*/dist/latest.txt), so there is no registry entry to write by hand.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib.mjs';
import { ROUTES_FILE, readRoutes, withRoute } from './lib/route-table.mjs';
import { remoteFiles } from './lib/remote-template.mjs';

function option(name) {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
}

function fail(message) {
  console.error(`new-remote: ${message}`);
  process.exit(1);
}

const given = process.argv[2];
if (!given || given.startsWith('--')) fail('usage: npm run new-remote -- <name> [--route <route name>] [--path /<path>] [--auth] [--dir <parent folder>]');
const short = given.replace(/^mf-/, '');
if (!/^[a-z][a-z0-9-]*$/.test(short)) fail(`"${given}" is not a remote name (lower case letters, digits and dashes)`);
const remote = `mf-${short}`;
const parent = path.resolve(option('dir') ?? ROOT);
const target = path.join(parent, remote);
if (fs.existsSync(target)) fail(`${target} exists already`);

const routes = readRoutes();
let route = option('route') ?? routes.find((candidate) => candidate.owner === remote)?.name;
/** The route table with the new remote's first route, when it gets one (written with the remote's files). */
let routeTable = null;
if (!route) {
  if (parent !== ROOT) fail(`the route table gives ${remote} no route: pass --route`);
  const wanted = { name: short, path: option('path') ?? `/${short}`, owner: remote, auth: process.argv.includes('--auth') };
  if (!/^\/[a-z0-9/-]*$/.test(wanted.path)) fail(`--path "${wanted.path}" is not a path without parameters (/lower-case/words)`);
  const taken = routes.find((candidate) => candidate.name === wanted.name || candidate.path === wanted.path);
  if (taken) fail(`the route table has ${taken.name} (${taken.path}, ${taken.owner}) already: pass --route or --path`);
  routeTable = withRoute(fs.readFileSync(ROUTES_FILE, 'utf8'), wanted);
  route = wanted.name;
} else if (!routes.some((candidate) => candidate.name === route)) console.warn(`new-remote: "${route}" is not a literal route of the route table; the page is mapped to it anyway`);

/** Dev server ports in use by the remotes in the repository; the new one takes the next. */
function nextPort() {
  const used = fs.readdirSync(ROOT).filter((name) => name.startsWith('mf-')).flatMap((name) => {
    const config = path.join(ROOT, name, 'webpack.config.cjs');
    const match = fs.existsSync(config) ? fs.readFileSync(config, 'utf8').match(/port:\s*(\d+)/) : null;
    return match ? [Number(match[1])] : [];
  });
  return Math.max(3000, ...used) + 1;
}

const files = remoteFiles({ remote, route, root: path.relative(target, ROOT) || '.', port: nextPort() });
for (const [file, text] of Object.entries(files)) {
  fs.mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
  fs.writeFileSync(path.join(target, file), text);
}
console.log(`wrote ${Object.keys(files).length} files in ${path.relative(process.cwd(), target) || target}`);

if (routeTable) {
  fs.writeFileSync(ROUTES_FILE, routeTable);
  console.log(`added the route ${route} to ${path.relative(ROOT, ROUTES_FILE)}`);
}
if (parent === ROOT) {
  const manifestFile = path.join(ROOT, 'package.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  if (!manifest.workspaces.includes(remote)) {
    const after = manifest.workspaces.findLastIndex((name) => name.startsWith('mf-') || name === 'shell');
    manifest.workspaces.splice(after + 1, 0, remote);
    fs.writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
    console.log(`added ${remote} to the workspaces of package.json`);
  }
  console.log(`next: npm install && npx jest --projects ${remote} && npm run build (builds and publishes it)`);
}
