// Shared jest setup for the React apps: swc transforms TS/TSX (and the ESM-only packages that
// jest cannot load as they ship), jsdom is the environment, and '.js' import suffixes that
// TypeScript ESM sources carry map back to the .ts files.
const path = require('node:path');

module.exports = function jestConfig(dir, overrides = {}) {
  return {
    rootDir: dir,
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    transform: {
      '^.+\\.(t|j)sx?$': [
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
    },
    transformIgnorePatterns: ['/node_modules/(?!(jotai|single-spa-react|single-spa)/)'],
    moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
    setupFiles: [path.join(__dirname, 'jest.setup.cjs')],
    setupFilesAfterEnv: ['@testing-library/jest-dom'],
    ...overrides,
  };
};
