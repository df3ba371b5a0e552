// mf-account's build: a federated remote exposing its route lifecycles and the signup-modal widget.
// `npm start` serves it on port 3001 for the shell's dev overrides (README, "Develop a remote").
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
});
