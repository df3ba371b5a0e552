// Every text file of a build also goes out as .br and .gz beside it, made once at build time with
// the strongest settings, so the server sends them as they are (@fastify/static preCompressed)
// instead of compressing the same bytes on every request. Remotes get them before their build is
// versioned, so a published version folder holds all three forms.
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');

/** What is worth compressing; source maps are not served, so they are left alone. */
const TEXT = /\.(js|css|html|json|svg|txt)$/;

function precompressPlugins() {
  const common = { test: TEXT, threshold: 1024, minRatio: 0.9 };
  return [
    new CompressionPlugin({ ...common, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 } }),
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    }),
  ];
}

module.exports = { precompressPlugins, TEXT };
