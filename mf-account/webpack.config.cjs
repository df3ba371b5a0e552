// mf-account's build: a federated remote exposing its route lifecycles and the signup modal parcel,
// plus a standalone harness page (npm start) that runs it against the real API without the shell.
const { createAppConfig } = require('../deploy/webpack/federation.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mf-account',
  kind: 'remote',
  exposes: {
    './lifecycles': './src/entry.ts',
    './signup-modal': './src/signup-modal.ts',
  },
  port: 3001,
  standaloneEntry: './src/standalone.tsx',
});
