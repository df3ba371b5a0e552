// Stands in for @module-federation/sdk's env module in production builds (federation.cjs). The
// package's `isDebugMode()` reads localStorage while the federation runtime starts, in main.js's
// first task: the page's first storage read, which waits for the browser to load the origin's
// storage (2.5–13 ms of that task in the start's profiles, `TREE=1 node e2e/scripts/profile-start.mjs`). Here debugging is a build-time
// choice (FEDERATION_DEBUG defined, or a development build, which keeps the package's module);
// the other answers are the package's, written out because nothing else of the module changes.

/** Whether the code runs in a browser page. */
export const isBrowserEnvValue = typeof window !== 'undefined' && typeof window.document !== 'undefined';

/** Whether the code runs in a browser page. */
export function isBrowserEnv() {
  return isBrowserEnvValue;
}

/** Whether the code runs in React Native (never on this site; kept for the runtime's checks). */
export function isReactNativeEnv() {
  return typeof navigator !== 'undefined' && navigator?.product === 'ReactNative';
}

/** The process environment where there is one (never in a browser build). */
export function getProcessEnv() {
  return typeof process !== 'undefined' && process.env ? process.env : {};
}

/** Federation's debug logging: on only in a build that defines FEDERATION_DEBUG. */
export function isDebugMode() {
  return typeof FEDERATION_DEBUG !== 'undefined' && Boolean(FEDERATION_DEBUG);
}
