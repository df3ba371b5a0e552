// Writes head.json beside a remote's build: each page's title and description per locale, taken
// from the app's `head.<route>.title` and `head.<route>.description` messages. The server writes
// them into the HTML it sends (api/src/http/page-head.ts), so crawlers and link previews read a
// page's own title without running it, and publishing the remote alone updates them.
// Catalogue files hold one `'key': 'text',` line per text (scripts/check-messages.mjs enforces
// that form), so a line scan reads them without compiling TypeScript.
const fs = require('node:fs');
const path = require('node:path');

const PLUGIN = 'HeadTextsPlugin';
const ENTRY = /^\s*'(head\.[^']+)\.(title|description)':\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"|`((?:[^`\\]|\\.)*)`)\s*,?\s*$/gm;

/** locale → route name → { title, description } from the catalogue folder. */
function readHeadTexts(messagesDir) {
  const catalogue = {};
  if (!fs.existsSync(messagesDir)) return catalogue;
  for (const file of fs.readdirSync(messagesDir).filter((name) => /^[a-z]{2}\.ts$/.test(name))) {
    const locale = file.slice(0, 2);
    const text = fs.readFileSync(path.join(messagesDir, file), 'utf8');
    for (const match of text.matchAll(ENTRY)) {
      const route = match[1].slice('head.'.length);
      const value = (match[3] ?? match[4] ?? match[5]).replace(/\\(.)/g, '$1');
      ((catalogue[locale] ??= {})[route] ??= {})[match[2]] = value;
    }
  }
  return catalogue;
}

class HeadTextsPlugin {
  constructor({ messagesDir, filename = 'head.json' }) {
    this.messagesDir = messagesDir;
    this.filename = filename;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      // The catalogues are inputs of this file: a text edit rebuilds it in watch mode too.
      compilation.contextDependencies.add(this.messagesDir);
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const texts = readHeadTexts(this.messagesDir);
        if (Object.keys(texts).length) compilation.emitAsset(this.filename, new sources.RawSource(`${JSON.stringify(texts)}\n`));
      });
    });
  }
}

module.exports = { HeadTextsPlugin, readHeadTexts };
