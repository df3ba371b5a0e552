// A webpack plugin for the shell's build: copies shared-ui/public (favicon, app icons, logo,
// manifest) to the site root under fixed names, and adds a preload of the site font's main file
// to the page's <head> so text swaps to it early (the font file itself is hashed by webpack).
const fs = require('node:fs');
const path = require('node:path');

const PUBLIC = path.resolve(__dirname, '..', 'public');
/** The font file every page needs first (see src/fonts.ts). */
const PRIMARY_FONT = /(^|\/)nunito-latin-wght-normal\.[0-9a-f]{8}\.woff2$/;

function filesIn(dir, base = dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesIn(full, base) : [path.relative(base, full)];
  });
}

class BrandAssetsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('BrandAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'BrandAssetsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const file of filesIn(PUBLIC)) {
          const full = path.join(PUBLIC, file);
          compilation.fileDependencies.add(full);
          compilation.emitAsset(file.split(path.sep).join('/'), new sources.RawSource(fs.readFileSync(full)));
        }
      });
      // html-webpack-plugin is the shell's; without it there is no page to add the preload to.
      let HtmlWebpackPlugin;
      try {
        HtmlWebpackPlugin = require(require.resolve('html-webpack-plugin', { paths: [compiler.context] }));
      } catch {
        return;
      }
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('BrandAssetsPlugin', (groups) => {
        const font = Object.keys(compilation.assets).find((name) => PRIMARY_FONT.test(name));
        if (font) {
          const href = `${compilation.outputOptions.publicPath === 'auto' ? '' : compilation.outputOptions.publicPath}${font}`;
          groups.headTags.unshift({
            tagName: 'link',
            voidTag: true,
            meta: { plugin: 'BrandAssetsPlugin' },
            attributes: { rel: 'preload', href, as: 'font', type: 'font/woff2', crossorigin: 'anonymous' },
          });
        }
        return groups;
      });
    });
  }
}

module.exports = { BrandAssetsPlugin };
