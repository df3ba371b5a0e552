// mf-likes's build: a federated remote exposing its page lifecycles and its widgets (shared-contracts/src/widgets.ts).
const { createAppConfig } = require('../deploy/webpack/federation.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mf-likes',
  kind: 'remote',
  exposes: {
    './lifecycles': './src/entry.ts',
    './like-button': './src/like-button.ts',
    './likes-companion': './src/likes-companion.ts',
  },
  port: 3003,
});
