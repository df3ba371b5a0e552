// Texts reach the browser already parsed: each catalogue file (`src/i18n/messages/<locale>.ts`,
// `export const messages = { 'key': 'ICU text', … }`) is replaced at build by the same object with
// every text as formatjs's message AST (what react-intl would otherwise parse in the browser on
// first use). react-intl then formats without its ICU parser, so every app's build resolves the
// parser package to formatjs's own parser-free module (`no-parser.js`, same exports; its `parse`
// throws), which drops the parser and its skeleton parser from the shared react-intl.
// The server renderers (esbuild, server-render.cjs) and the unit tests keep the text catalogues
// and the full parser: this changes only what webpack builds for the browser.
const vm = require('node:vm');

/** The parser the browser no longer carries, and formatjs's parser-free module in its place. */
const PARSER = '@formatjs/icu-messageformat-parser';
const NO_PARSER = require.resolve(`${PARSER}/no-parser.js`);

/** An app's catalogue files (the only modules the loader rewrites). */
const CATALOGUE = /[\\/]src[\\/]i18n[\\/]messages[\\/][a-z]{2}\.ts$/;

/** The `messages` object a catalogue file exports (type-only imports are all it may import). */
function evaluateCatalogue(source, file) {
  const { transformSync } = require('@swc/core');
  const { code } = transformSync(source, {
    filename: file,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2020' },
    module: { type: 'commonjs' },
  });
  const module = { exports: {} };
  const refuse = (request) => {
    throw new Error(`${file}: a catalogue may not import ${request} at run time`);
  };
  vm.runInNewContext(code, { module, exports: module.exports, require: refuse }, { filename: file });
  const { messages } = module.exports;
  if (!messages || typeof messages !== 'object') throw new Error(`${file} exports no messages object`);
  return messages;
}

/** webpack loader: the catalogue as `export const messages = JSON.parse('{key: AST}')`. */
function precompiledMessagesLoader(source) {
  // ESM build of formatjs; the loader runs in webpack's CommonJS, so it is imported.
  const callback = this.async();
  import(PARSER)
    .then(({ parse }) => {
      const messages = evaluateCatalogue(source, this.resourcePath);
      const compiled = {};
      for (const [key, text] of Object.entries(messages)) {
        if (typeof text !== 'string') throw new Error(`${this.resourcePath}: text ${key} is not a string`);
        try {
          // The options react-intl parses with (formatjs's defaults); no source locations.
          compiled[key] = parse(text);
        } catch (error) {
          throw new Error(`${this.resourcePath}: text ${key} is not a valid ICU message (${error.message})`);
        }
      }
      // JSON.parse of one string literal is quicker for the browser to read than an object literal.
      callback(null, `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(compiled))});\n`);
    })
    .catch((error) => callback(error));
}

/** The loader rule: it runs first ('pre'), on the TypeScript source, and swc then reads its output. */
function precompiledMessagesRule() {
  return { test: CATALOGUE, enforce: 'pre', use: [{ loader: __filename }] };
}

module.exports = precompiledMessagesLoader;
module.exports.precompiledMessagesRule = precompiledMessagesRule;
module.exports.parserAlias = { [`${PARSER}$`]: NO_PARSER };
module.exports.CATALOGUE = CATALOGUE;
