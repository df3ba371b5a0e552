// A remote's build is immutable and lives in its own folder: the build goes to a scratch folder,
// then moves to dist/<package version>-<content hash>/ and dist/latest.txt names it. Hashing what
// was emitted (not a timestamp) means an unchanged remote rebuilds to the same version.
const fs = require('node:fs');
const path = require('node:path');
const crypto = require('node:crypto');

const PLUGIN = 'VersionedOutputPlugin';

function listFiles(root, dir = root) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? listFiles(root, full) : [path.relative(root, full)];
    })
    .sort();
}

/** sha256 over every file's relative path and bytes, shortened to 10 hex digits. */
function contentHash(folder) {
  const hash = crypto.createHash('sha256');
  for (const file of listFiles(folder)) {
    hash.update(file.split(path.sep).join('/'));
    hash.update('\0');
    hash.update(fs.readFileSync(path.join(folder, file)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 10);
}

function writeAtomic(file, text) {
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, text);
  fs.renameSync(temp, file);
}

/** Moves a finished build from `scratchDir` into `<distDir>/<version>/` and writes latest.txt. */
class VersionedOutputPlugin {
  constructor({ distDir, scratchDir, packageVersion }) {
    this.distDir = distDir;
    this.scratchDir = scratchDir;
    this.packageVersion = packageVersion;
  }

  apply(compiler) {
    compiler.hooks.done.tap(PLUGIN, (stats) => {
      if (stats.hasErrors() || !fs.existsSync(this.scratchDir)) return;
      if (compiler.watchMode) {
        // A watch rebuild emits only what changed, so its folder is never a whole build to version.
        compiler.getInfrastructureLogger(PLUGIN).warn(`watch build left unversioned in ${this.scratchDir}; run a full build to publish`);
        return;
      }
      const version = `${this.packageVersion}-${contentHash(this.scratchDir)}`;
      const target = path.join(this.distDir, version);
      if (fs.existsSync(target)) {
        // Same content already built: that folder may be published and must stay untouched.
        fs.rmSync(this.scratchDir, { recursive: true, force: true });
      } else {
        fs.renameSync(this.scratchDir, target);
      }
      writeAtomic(path.join(this.distDir, 'latest.txt'), `${version}\n`);
      compiler.getInfrastructureLogger(PLUGIN).info(`built version ${version} in ${target}`);
    });
  }
}

module.exports = { VersionedOutputPlugin, contentHash };
