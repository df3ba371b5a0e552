// Enforces the composition rule that apps meet only through shared-contracts, shared-ui and the
// remote kit: no remote imports the shell's or another remote's code, the shell imports no remote,
// and the shared packages import no app.
// In the API: services and repositories never touch Fastify or the HTTP layer (only a domain's
// routes.ts does), and code reaches a domain only through its public index.ts.
// On the app bus, every event one app sends is heard by another, every event heard is sent, and
// the event map declares nothing unused (scripts/lib/app-events.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib.mjs';
import { busGaps, readBusTraffic } from './lib/app-events.mjs';

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

const DOMAINS = path.join(ROOT, 'api', 'src', 'domains');
/** The domain folder a path lies in (null outside api/src/domains or for its root files). */
function domainOf(file) {
  const parts = path.relative(DOMAINS, file).split(path.sep);
  return parts[0] === '..' || parts.length < 2 ? null : parts[0];
}
for (const file of files(path.join(ROOT, 'api', 'src'))) {
  const text = fs.readFileSync(file, 'utf8');
  const own = domainOf(file);
  const where = path.relative(ROOT, file);
  for (const match of text.matchAll(IMPORT)) {
    const spec = match[1] ?? match[2] ?? match[3];
    const isHttp = spec === 'fastify' || spec.startsWith('@fastify/') || spec.startsWith('fastify-') ||
      (spec.startsWith('.') && path.resolve(path.dirname(file), spec).startsWith(path.join(ROOT, 'api', 'src', 'http') + path.sep));
    if (own && isHttp && path.basename(file) !== 'routes.ts') {
      violations.push(`${where} imports ${spec}: in a domain only routes.ts may use Fastify or api/src/http (services and repositories stay plain)`);
    }
    if (!spec.startsWith('.')) continue;
    const target = path.resolve(path.dirname(file), spec);
    const targetDomain = domainOf(target);
    if (targetDomain && targetDomain !== own && path.relative(path.join(DOMAINS, targetDomain), target) !== 'index.js') {
      violations.push(`${where} imports ${spec}: another domain is reached only through its public index.ts`);
    }
  }
}

const bus = readBusTraffic();
violations.push(...busGaps(bus).map((gap) => `app bus: ${gap}`));

if (violations.length) {
  console.error(violations.join('\n'));
  process.exit(1);
}
console.log(`✓ ${apps.length} apps and ${checked.length - apps.length} shared packages import only their own code and ${SHARED.join(', ')}`);
console.log('✓ API domains: plain services and repositories, reached only through their index.ts');
console.log(`✓ app bus: each of the ${bus.declared.length} events of AppEvents is both sent and heard`);
