// Builds an app's server renderer (src/server.ts(x) → server.cjs beside its browser build) with
// esbuild: one self-contained CommonJS file for Node. A remote's renders its pages ahead; the API
// loads it from the published version folder (api/src/http/page-prerender.ts). It is written before
// the build is versioned, so it is published, versioned and rolled back with the remote. The
// shell's renders its layout around such a page, from the shell's build folder.
const fs = require('node:fs');
const path = require('node:path');

const PLUGIN = 'ServerRenderPlugin';

/** Files a page imports for their URL (fonts, images); what webpack made of each is what the server bundle gets. */
const ASSET = /\.(woff2?|png|jpe?g|gif|webp|avif|svg)$/i;
/** The media types webpack writes into an inlined asset's data URL (mime-types' names). */
const MEDIA_TYPES = { '.woff2': 'font/woff2', '.woff': 'font/woff', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.gif': 'image/gif', '.webp': 'image/webp', '.avif': 'image/avif', '.svg': 'image/svg+xml' };

/**
 * An esbuild plugin that gives each imported asset the URL the browser build gave it: the emitted
 * file under the build's public path, or, for a file webpack inlined, the same base64 data URL. So
 * the HTML rendered ahead names the very font the page preloads and the very logo the live page
 * shows. Without a fixed public path (a remote's folder is versioned after the build), an emitted
 * file has no URL the server could know and the import stays empty.
 */
function assetUrls(compilation, context) {
  const publicPath = compilation.outputOptions.publicPath;
  const emitted = new Map();
  for (const asset of compilation.getAssets()) {
    const source = asset.info.sourceFilename;
    // The precompressed copies (.br, .gz) of a file keep its source name: only the file itself counts.
    if (source && path.extname(asset.name) === path.extname(source)) emitted.set(path.resolve(context, source), asset.name);
  }
  return {
    name: 'asset-urls',
    setup(build) {
      build.onLoad({ filter: ASSET }, (args) => {
        const name = emitted.get(args.path);
        let url;
        if (name) url = typeof publicPath === 'string' && publicPath !== 'auto' ? `${publicPath}${name}` : undefined;
        else url = `data:${MEDIA_TYPES[path.extname(args.path).toLowerCase()]};base64,${fs.readFileSync(args.path).toString('base64')}`;
        return { contents: url === undefined ? 'export default undefined;' : `export default ${JSON.stringify(url)};`, loader: 'js' };
      });
    },
  };
}

class ServerRenderPlugin {
  constructor({ entry, filename = 'server.cjs' }) {
    this.entry = entry;
    this.filename = filename;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise(PLUGIN, async (compilation) => {
      if (compilation.errors.length) return;
      const esbuild = require('esbuild');
      const outfile = path.join(compiler.outputPath, this.filename);
      const result = await esbuild.build({
        entryPoints: [this.entry],
        outfile,
        bundle: true,
        platform: 'node',
        // ESM builds first: styled-components' CommonJS build lost its default export under interop.
        mainFields: ['module', 'main'],
        format: 'cjs',
        target: 'node20',
        jsx: 'automatic',
        plugins: [assetUrls(compilation, compiler.context)],
        define: { 'process.env.NODE_ENV': '"production"' },
        minify: true,
        legalComments: 'none',
        logLevel: 'silent',
      });
      for (const warning of result.warnings) compilation.warnings.push(new Error(`${PLUGIN}: ${warning.text}`));
      if (!fs.existsSync(outfile)) compilation.errors.push(new Error(`${PLUGIN}: ${outfile} was not written`));
    });
  }
}

module.exports = { ServerRenderPlugin };
