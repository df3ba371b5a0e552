// The shell: the host app. It has no build-time remotes; it reads /remotes.json at start.
const { createAppConfig } = require('../deploy/webpack/federation.cjs');
const { BrandAssetsPlugin } = require('@dating/shared-ui/brand/brand-assets-plugin.cjs');

const shellConfig = createAppConfig({
  dir: __dirname,
  name: 'shell',
  kind: 'host',
  port: 3000,
});

// The site's favicon, app icons, manifest and font preload come with the design system.
module.exports = (env, argv) => {
  const config = shellConfig(env, argv);
  config.plugins.push(new BrandAssetsPlugin());
  return config;
};
