// Enforces the composition rule that apps meet only through shared-contracts, shared-ui and the
// remote kit: no remote imports the shell's or another remote's code, the shell imports no remote,
// and the shared packages import no app.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib.mjs';

const SHARED = ['shared-contracts', 'shared-ui', 'remote-kit'];
const apps = fs.readdirSync(ROOT).filter((name) => name === 'shell' || name.startsWith('mf-'));
const checked = [...apps, ...SHARED.filter((name) => fs.existsSync(path.join(ROOT, name, 'src')))];
const IMPORT = /(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)/g;
const violations = [];

function files(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : files(full);
    return /\.(tsx?|jsx?|mjs|cjs)$/.test(entry.name) ? [full] : [];
  });
}

for (const app of checked) {
  for (const file of files(path.join(ROOT, app, 'src'))) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(IMPORT)) {
      const spec = match[1] ?? match[2] ?? match[3];
      let target = null;
      if (spec.startsWith('.')) {
        const resolved = path.relative(ROOT, path.resolve(path.dirname(file), spec)).split(path.sep)[0];
        if (resolved !== app) target = resolved;
      } else if (spec.startsWith('@dating/')) {
        const name = spec.split('/')[1];
        if (name !== app) target = name;
      }
      if (target && !SHARED.includes(target)) {
        violations.push(`${path.relative(ROOT, file)} imports ${spec} (${target}): apps meet only through ${SHARED.join(', ')}`);
      }
    }
  }
}

if (violations.length) {
  console.error(violations.join('\n'));
  process.exit(1);
}
console.log(`✓ ${apps.length} apps and ${checked.length - apps.length} shared packages import only their own code and ${SHARED.join(', ')}`);
