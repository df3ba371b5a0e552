// The shell: the host app. It has no build-time remotes; it reads /remotes.json at start.
const { createAppConfig } = require('../deploy/webpack/federation.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'shell',
  kind: 'host',
  port: 3000,
});
