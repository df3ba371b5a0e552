// Builds a remote's server renderer (src/server.ts → server.cjs beside its browser build) with
// esbuild: one self-contained CommonJS file for Node that the API loads from the published
// version folder to render the remote's pages ahead (api/src/http/page-prerender.ts). It is written
// before the build is versioned, so it is published, versioned and rolled back with the remote.
const fs = require('node:fs');
const path = require('node:path');

const PLUGIN = 'ServerRenderPlugin';

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
        loader: { '.woff2': 'empty', '.woff': 'empty', '.png': 'empty', '.svg': 'empty', '.jpg': 'empty', '.webp': 'empty' },
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
