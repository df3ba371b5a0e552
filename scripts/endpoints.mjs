#!/usr/bin/env node
// `npm run endpoints [-- --check]`
// The endpoint declarations (shared-contracts/src/endpoints/<domain>.ts, each exporting one
// `<domain>Endpoints` object) are the only files a new endpoint edits; this writes what follows
// from them:
//   - endpoints/declared.ts: ENDPOINTS, every declaration file of the folder spread into one map;
//   - endpoints/endpoint-routes.ts: the schema-free map the browser calls through (no zod in bundles);
//   - docs/api.md: the generated reference table between its two markers, and the table of the
//     server events (shared-contracts/src/server-events/declared.ts) between theirs.
// `--check` writes nothing and fails when a file is not what the declarations give (CI). Build and
// start run it before compiling, so a stale file never ships.
import fs from 'node:fs';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { ROOT } from './lib.mjs';

const FOLDER = path.join(ROOT, 'shared-contracts', 'src', 'endpoints');
const DOCS = path.join(ROOT, 'docs', 'api.md');
/** Files of the folder that are not a domain's declarations. */
const NOT_DECLARATIONS = new Set(['index.ts', 'define-endpoint.ts', 'endpoint-routes.ts', 'declared.ts']);
const GENERATED = '// Written by scripts/endpoints.mjs from the declaration files of this folder: do not edit, run `npm run endpoints`.';
export const DOCS_START = '<!-- endpoints: written by scripts/endpoints.mjs from the declarations, do not edit -->';
export const DOCS_END = '<!-- /endpoints -->';
const EVENTS_START = '<!-- server-events: written by scripts/endpoints.mjs from SERVER_EVENTS, do not edit -->';
const EVENTS_END = '<!-- /server-events -->';
const SERVER_EVENTS_FILE = path.join(ROOT, 'shared-contracts', 'src', 'server-events', 'declared.ts');

/** Each declaration file with the name of the object it exports. */
function declarationFiles() {
  return fs
    .readdirSync(FOLDER)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !NOT_DECLARATIONS.has(file))
    .sort()
    .flatMap((file) => {
      const exported = fs.readFileSync(path.join(FOLDER, file), 'utf8').match(/^export const (\w+Endpoints)\b/m)?.[1];
      if (!exported) {
        console.warn(`endpoints: ${file} exports no <domain>Endpoints object, left out`);
        return [];
      }
      return [{ file, exported }];
    });
}

function declaredTs(files) {
  return `${GENERATED}
${files.map(({ file, exported }) => `import { ${exported} } from './${file.replace(/\.ts$/, '.js')}';`).join('\n')}

/** Every endpoint by name. */
export const ENDPOINTS = {
${files.map(({ exported }) => `  ...${exported},`).join('\n')}
};
`;
}

/** The client's part of a declaration: method, path, who may call it, and the options the client reads. */
function routeOf(endpoint) {
  const { method, path: where, access, loadOnce, upload } = endpoint;
  return { method, path: where, access, ...(loadOnce && { loadOnce }), ...(upload && { upload }) };
}

const literal = (value) => (typeof value === 'string' ? `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'` : String(value));

function endpointRoutesTs(groups) {
  const lines = groups.flatMap(({ file, endpoints }) => [
    `  // ${file}`,
    ...Object.entries(endpoints).map(([name, endpoint]) => `  ${name}: { ${Object.entries(routeOf(endpoint)).map(([key, value]) => `${key}: ${literal(value)}`).join(', ')} },`),
  ]);
  return `${GENERATED}
/**
 * Where each endpoint lives (method, path, who may call it) without its zod schemas: what the
 * front end's API client needs to call an endpoint by name. The browser never validates with the
 * schemas (the API checks input and answer), so keeping them out of this map keeps zod (~30 KB
 * gzip per app) out of every front-end bundle; the types still come from the schemas, through
 * \`import type\`. \`satisfies EndpointRoutes\` makes the compiler refuse a missing, extra or
 * different entry, and a contracts test holds it equal to ENDPOINTS.
 */
import type { EndpointName, Endpoints } from './index.js';

/** An endpoint's address, access and client options (load once, upload field), exactly as declared in ENDPOINTS. */
export type EndpointRoute<N extends EndpointName> = Pick<Endpoints[N], 'method' | 'path' | 'access' | Extract<keyof Endpoints[N], 'loadOnce' | 'upload'>>;

/** The schema-free map's type: one entry per declared endpoint. */
export type EndpointRoutes = { readonly [N in EndpointName]: EndpointRoute<N> };

/** Every endpoint's method, path and access by name (the front end calls through this). */
export const ENDPOINT_ROUTES = {
${lines.join('\n')}
} as const satisfies EndpointRoutes;
`;
}

const cell = (text) => text.replace(/\|/g, '\\|');
/** The "who" cell: everyone, *member*, or the staff role in italics (*staff:admin*). */
const who = (access) => (access === 'everyone' ? 'everyone' : `*${access}*`);

/** The reference table of docs/api.md: one row an endpoint, in the form api/test/api-docs.test.ts reads. */
export function docsTable(groups) {
  const rows = groups.flatMap(({ file, endpoints }) =>
    Object.entries(endpoints).map(([name, endpoint]) => `| \`${endpoint.method} ${endpoint.path}\` | \`${name}\` | ${file.replace(/\.ts$/, '')} | ${who(endpoint.access)} | ${cell(endpoint.summary)} |`),
  );
  return [DOCS_START, '', '| method and path | name | declared in | who | what |', '|---|---|---|---|---|', ...rows, '', DOCS_END].join('\n');
}

/** The server events' table of docs/api.md: one row an event, with its payload's fields. */
function eventsTable(events) {
  const rows = Object.entries(events).map(([name, event]) => `| \`${name}\` | ${Object.keys(event.payload.shape ?? {}).map((field) => `\`${field}\``).join(', ')} | ${cell(event.summary)} |`);
  return [EVENTS_START, '', '| event | payload | what |', '|---|---|---|', ...rows, '', EVENTS_END].join('\n');
}

/** `markdown` with the block between `startMarker` and `endMarker` replaced by `block` (which carries both). */
function withBlock(markdown, block, startMarker, endMarker) {
  const start = markdown.indexOf(startMarker);
  const end = markdown.indexOf(endMarker);
  if (start < 0 || end < start) throw new Error(`docs/api.md has no ${startMarker} … ${endMarker} block`);
  return markdown.slice(0, start) + block + markdown.slice(end + endMarker.length);
}

async function main() {
  const check = process.argv.includes('--check');
  const files = declarationFiles();
  const groups = [];
  for (const { file, exported } of files) {
    const module = await tsImport(path.join(FOLDER, file), import.meta.url);
    groups.push({ file, endpoints: module[exported] });
  }
  const { SERVER_EVENTS } = await tsImport(SERVER_EVENTS_FILE, import.meta.url);
  const docs = withBlock(withBlock(fs.readFileSync(DOCS, 'utf8'), docsTable(groups), DOCS_START, DOCS_END), eventsTable(SERVER_EVENTS), EVENTS_START, EVENTS_END);
  const wanted = {
    [path.join(FOLDER, 'declared.ts')]: declaredTs(files),
    [path.join(FOLDER, 'endpoint-routes.ts')]: endpointRoutesTs(groups),
    [DOCS]: docs,
  };
  const stale = Object.entries(wanted).filter(([file, text]) => !fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text);
  for (const [file, text] of stale) {
    if (check) console.error(`endpoints: ${path.relative(ROOT, file)} is not what the declarations give: run \`npm run endpoints\``);
    else {
      fs.writeFileSync(file, text);
      console.log(`endpoints: wrote ${path.relative(ROOT, file)}`);
    }
  }
  if (check && stale.length) process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
