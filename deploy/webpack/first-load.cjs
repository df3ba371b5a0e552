// Writes first-load.json beside the shell's build: the script files the entry loads before the
// first render (its bootstrap chunk and the shared singletons it provides). The server preloads
// them from the HTML, so they download while main.js is still arriving instead of after it.
const PLUGIN = 'FirstLoadPlugin';

class FirstLoadPlugin {
  constructor({ entry = 'main', filename = 'first-load.json' } = {}) {
    this.entry = entry;
    this.filename = filename;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const entrypoint = compilation.entrypoints.get(this.entry);
        if (!entrypoint) return;
        const files = new Set();
        // Children of the entry are its dynamic imports: the bootstrap boundary and the shared
        // modules the federation runtime loads before any of the app's code runs.
        for (const group of entrypoint.getChildren()) {
          for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
        }
        const json = `${JSON.stringify({ js: [...files].sort() }, null, 2)}\n`;
        compilation.emitAsset(this.filename, new sources.RawSource(json));
      });
    });
  }
}

module.exports = { FirstLoadPlugin };
