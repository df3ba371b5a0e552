// Jest stands in for webpack's asset modules: an imported font or image is its file name (a URL).
const path = require('node:path');

module.exports = {
  process(_source, filename) {
    return { code: `module.exports = ${JSON.stringify(`/assets/${path.basename(filename)}`)};` };
  },
};
