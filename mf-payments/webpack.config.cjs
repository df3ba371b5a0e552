// mf-payments's build: a federated remote exposing its page lifecycles and its widgets (shared-contracts/src/widgets.ts).
const { createAppConfig } = require('../deploy/webpack/federation.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mf-payments',
  kind: 'remote',
  exposes: {
    './lifecycles': './src/entry.ts',
    './buy-credits-prompt': './src/buy-credits-prompt.ts',
    './time-bonus-modal': './src/time-bonus-modal.ts',
  },
  port: 3005,
});
