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
