// mf-console's build: a federated remote exposing its page lifecycles (deploy/webpack/federation.cjs).
const { createAppConfig } = require('../deploy/webpack/federation.cjs');

module.exports = createAppConfig({ dir: __dirname, name: 'mf-console', kind: 'remote', exposes: { './lifecycles': './src/entry.ts' }, port: 3006 });
