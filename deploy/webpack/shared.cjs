// The federation singletons: one React (and its subpaths), one router, one styled-components,
// jotai, react-intl and swr on the page, whichever app loaded first (two copies of React break
// hooks across apps; two routers or stores would each see only their own state).
const path = require('node:path');
const fs = require('node:fs');

/**
 * Packages shared as singletons; a subpath shares the version of the package it belongs to. The
 * apps import the router as 'react-router' only: sharing 'react-router-dom' too put the same
 * surface in the share scope twice, and the shell loaded both copies on every page.
 */
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'styled-components',
  'jotai',
  'react-intl',
  'swr',
];

function packageName(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** The version installed for the app (its own node_modules first, then the workspace root). */
function installedVersion(dir, name) {
  const candidates = [
    path.join(dir, 'node_modules', name, 'package.json'),
    path.join(__dirname, '..', '..', 'node_modules', name, 'package.json'),
  ];
  for (const file of candidates) {
    if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')).version;
  }
  throw new Error(`Shared package ${name} is not installed (looked in ${candidates.join(', ')})`);
}

/** The router's shared module: a named surface (router-surface.mjs) rather than the whole package. */
const ROUTER_SURFACE = path.join(__dirname, 'router-surface.mjs');

/**
 * The file the surface re-exports: React Router's production or development ESM build. Its export
 * conditions only ever name the development build, so production picks the file itself.
 */
function routerPackageFile(production) {
  const dir = path.dirname(require.resolve('react-router/package.json'));
  return path.join(dir, 'dist', production ? 'production' : 'development', 'index.mjs');
}

/**
 * The `shared` option of the federation plugin. No required version: for a singleton the runtime's
 * check only logs a warning, and it parsed semver ranges with regular expressions for every shared
 * module on every page load (~14 ms of the shell's start on this machine, docs/performance.md).
 * Publishing checks instead, once, that a remote's singletons fit the shell's
 * (deploy/lib/shared-versions.mjs), so a remote built against another React major never goes live.
 */
function sharedSingletons(dir) {
  return Object.fromEntries(
    SINGLETONS.map((request) => {
      const version = installedVersion(dir, packageName(request));
      const config = { singleton: true, requiredVersion: false, version };
      if (request === 'react-router') {
        return [request, { ...config, import: ROUTER_SURFACE, shareKey: request }];
      }
      return [request, config];
    }),
  );
}

module.exports = { SINGLETONS, sharedSingletons, routerPackageFile };
