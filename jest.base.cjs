// Shared jest setup for the React apps: swc transforms TS/TSX (and the ESM-only packages that
// jest cannot load as they ship: jotai, single-spa(-react), react-intl and its formatjs packages),
// jsdom is the environment, '.js' import suffixes that TypeScript ESM sources carry map back to
// the .ts files, and styled-components is its browser build, the one webpack ships (its node build
// treats the page as server-rendered and never injects global styles).
const path = require('node:path');

module.exports = function jestConfig(dir, overrides = {}) {
  return {
    rootDir: dir,
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    transform: {
      '^.+\\.(t|j|mj)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
      // Fonts and images imported by shared-ui become their URL, as webpack's asset modules do.
      '\\.(woff2?|png|svg)$': path.join(__dirname, 'jest.file-url.cjs'),
    },
    transformIgnorePatterns: ['/node_modules/(?!(jotai|single-spa-react|single-spa|react-intl|@formatjs|intl-messageformat|icu-minify|@fontsource-variable|d3-[a-z]+|internmap)/)'],
    moduleNameMapper: {
      '^(\\.{1,2}/.*)\\.js$': '$1',
      '^styled-components$': require.resolve('styled-components/dist/styled-components.browser.cjs.js'),
    },
    setupFiles: [path.join(__dirname, 'jest.setup.cjs')],
    setupFilesAfterEnv: ['@testing-library/jest-dom'],
    // Form journeys type and click through whole flows; on a busy 2-core CI machine 5 s is too tight.
    testTimeout: 20_000,
    ...overrides,
  };
};
