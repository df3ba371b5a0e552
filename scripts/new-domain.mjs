#!/usr/bin/env node
// `npm run new-domain -- <name>`
// Writes a new API domain from the house pattern: its endpoint declarations
// (shared-contracts/src/endpoints/<name>.ts, one member-only GET to start from), the domain folder
// (index.ts; routes.ts, a Fastify plugin registering from the declarations; service.ts; and
// repository.ts, the SQL, starting with one query the GET answers from), an integration test over
// real HTTP, and its two lines in api/src/domains/index.ts (the service in createDomains, the
// plugin in registerDomainPlugins). Then `npm run endpoints` gathers the declarations. What is left
// for a team: its declarations, queries, rules and handlers. scripts/test/new-domain.test.mjs
// proves the output in a copy of the tree (wired, typechecked, its HTTP test green).
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { ROOT } from './lib.mjs';

function fail(message) {
  console.error(`new-domain: ${message}`);
  process.exit(1);
}

const name = process.argv[2];
if (!name || !/^[a-z][a-z0-9-]*$/.test(name)) fail('usage: npm run new-domain -- <name> (lower case letters, digits and dashes)');
const camel = name.replace(/-(.)/g, (_, letter) => letter.toUpperCase());
const Pascal = camel[0].toUpperCase() + camel.slice(1);
const declarations = path.join(ROOT, 'shared-contracts', 'src', 'endpoints', `${name}.ts`);
const folder = path.join(ROOT, 'api', 'src', 'domains', name);
const test = path.join(ROOT, 'api', 'test', `${name}.test.ts`);
const wiring = path.join(ROOT, 'api', 'src', 'domains', 'index.ts');
for (const file of [declarations, folder, test]) if (fs.existsSync(file)) fail(`${path.relative(ROOT, file)} exists already`);
const endpoint = `${camel}Overview`;

const files = {
  [declarations]: `/** The ${name} domain's endpoints. */
import { z } from 'zod';
import { defineEndpoint } from './define-endpoint.js';

export const ${camel}Endpoints = {
  ${endpoint}: defineEndpoint({
    method: 'GET',
    path: '/api/${name}.php',
    answer: z.object({ member_id: z.number().int() }),
    access: 'member',
    summary: 'The ${name} of the member',
  }),
};
`,
  [path.join(folder, 'index.ts')]: `/** The ${name} domain's public face. */
import type { Database } from '../../db/database.js';
import { create${Pascal}Repository } from './repository.js';
import { create${Pascal}Service } from './service.js';

export type { ${Pascal}Service } from './service.js';
export { ${camel}Plugin } from './routes.js';

/** Wires the ${name} service. */
export function create${Pascal}(db: Database) {
  return create${Pascal}Service(create${Pascal}Repository(db));
}
`,
  [path.join(folder, 'service.ts')]: `/** What the ${name} domain knows and does; it never imports Fastify. */
import { DomainError } from '../domain-error.js';
import type { ${Pascal}Repository } from './repository.js';

/** The ${name} service. */
export function create${Pascal}Service(repository: ${Pascal}Repository) {
  return {
    /** The member's ${name}. */
    async overview(memberId: number) {
      const member = await repository.member(memberId);
      if (!member) throw new DomainError('not_found');
      return { member_id: member.id };
    },
  };
}
/** The ${name} service's type, for the plugin and other domains. */
export type ${Pascal}Service = ReturnType<typeof create${Pascal}Service>;
`,
  [path.join(folder, 'repository.ts')]: `/** The ${name} domain's SQL (Drizzle over db/schema.ts): only its service calls it. */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { members } from '../../db/schema.js';

/** The ${name} repository. */
export function create${Pascal}Repository(db: Database) {
  return {
    /** The member's row, or undefined. */
    async member(memberId: number) {
      const [row] = await db.select({ id: members.id }).from(members).where(eq(members.id, memberId));
      return row;
    },
  };
}
/** The ${name} repository's type, for its service. */
export type ${Pascal}Repository = ReturnType<typeof create${Pascal}Repository>;
`,
  [path.join(folder, 'routes.ts')]: `/** The ${name} endpoints. */
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '@dating/shared-contracts';
import { route } from '../../http/endpoint-route.js';
import type { ${Pascal}Service } from './service.js';

/** Registers the ${name} endpoints from their declarations. */
export async function ${camel}Plugin(app: FastifyInstance, { ${camel} }: { ${camel}: ${Pascal}Service }) {
  route(app, ENDPOINTS.${endpoint}, async (request) => ${camel}.overview(request.member.id));
}
`,
  [test]: `/** The ${name} endpoints over real HTTP on every backend. */
import { describe, expect, it } from 'vitest';
import { availableBackends } from './support/backends.js';
import { newMember } from './support/members.js';
import { suiteSite } from './support/suite-site.js';

describe.each(await availableBackends())('${name} on %s', (backend) => {
  const { site } = suiteSite(backend);

  it('answers the member and refuses a visitor', async () => {
    const member = await newMember(site);
    expect((await member.client.get('/api/${name}.php')).body).toEqual({ member_id: member.id });
    expect((await site.client().get('/api/${name}.php')).status).toBe(403);
  });
});
`,
};

/** Inserts `text` before the first match of `anchor` in the composition root, or fails. */
function insert(source, anchor, text) {
  const at = source.search(anchor);
  if (at < 0) fail(`api/src/domains/index.ts has no ${anchor}: wire ${name} by hand`);
  return source.slice(0, at) + text + source.slice(at);
}

let root = fs.readFileSync(wiring, 'utf8');
root = insert(root, /\nexport function createDomains/, `import { create${Pascal}, ${camel}Plugin } from './${name}/index.js';\n`);
// The service goes last in createDomains and into its answer; the plugin last in registerDomainPlugins.
root = insert(root, /\n {2}return \{\n/, `\n  const ${camel} = create${Pascal}(db);`);
root = insert(root, /\n {2}\};\n\}\n\/\*\* Every domain service/, `\n    ${camel},`);
root = root.replace(/\n\}\n?$/, `\n  await app.register(${camel}Plugin, { ${camel}: domains.${camel} });\n}\n`);

for (const [file, text] of Object.entries(files)) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  console.log(`wrote ${path.relative(ROOT, file)}`);
}
fs.writeFileSync(wiring, root);
console.log('wired it in api/src/domains/index.ts');
execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'endpoints.mjs')], { stdio: 'inherit' });
console.log(`next: cd api && npx vitest run test/${name}.test.ts`);
