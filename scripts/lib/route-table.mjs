// The route table of shared-contracts/src/routes.ts as plain data for the root scripts (they run
// in Node without a TypeScript step): the literal entries { name, path, owner, auth }.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../lib.mjs';

export const ROUTES_FILE = path.join(ROOT, 'shared-contracts', 'src', 'routes.ts');

const ENTRY = /\{\s*name:\s*'([^']+)',\s*path:\s*'([^']+)',\s*owner:\s*'([^']+)'[^}]*\}/g;

/** The literal routes of the table (the generated lander and static-page routes are left out). */
export function readRoutes(file = ROUTES_FILE) {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(ENTRY)].map(([whole, name, routePath, owner]) => ({ name, path: routePath, owner, auth: /auth:\s*true/.test(whole) }));
}

/**
 * The route table's text with one more literal route after the last one (and its owner among the
 * RouteOwner names): `{ name, path, owner, auth }`, in the default layout.
 */
export function withRoute(text, { name, path: routePath, owner, auth }) {
  const last = [...text.matchAll(ENTRY)].at(-1);
  const owners = text.match(/^export type RouteOwner = [^;]+;/m);
  if (!last || !owners) throw new Error('the route table has no literal route or no RouteOwner type to extend');
  let at = last.index + last[0].length;
  if (text[at] === ',') at += 1;
  const row = `\n  { name: '${name}', path: '${routePath}', owner: '${owner}', layout: 'default'${auth ? ', auth: true' : ''} },`;
  const withRow = text.slice(0, at) + row + text.slice(at);
  return owners[0].includes(`'${owner}'`) ? withRow : withRow.replace(owners[0], owners[0].replace(/;$/, ` | '${owner}';`));
}
