/**
 * docs/api.md's reference table (written by `npm run endpoints`) lists exactly the declared
 * endpoints: a method and path in one but not the other fails. The hand-written tables after it may
 * detail any endpoint but name none that is not declared.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENDPOINT_ACCESS, ENDPOINTS, type Endpoint } from '@dating/shared-contracts';

const DOCS = new URL('../../docs/api.md', import.meta.url);

const ROW = /^\|\s*`(GET|POST|PUT|DELETE|PATCH) (\/api\/[^`?\s]+)[^`]*`.*$/gm;

/** Every "`METHOD /api/…`" that starts a table row of docs/api.md. */
function documentedRoutes(markdown: string): string[] {
  return [...markdown.matchAll(ROW)].map((m) => `${m[1]} ${m[2]}`);
}

/** The documented routes whose row names `access` (*member*, *staff:admin*…). */
function documentedRoutesFor(markdown: string, access: string): string[] {
  return [...markdown.matchAll(ROW)].filter((m) => m[0].includes(`| *${access}* |`)).map((m) => `${m[1]} ${m[2]}`);
}

const endpoints = Object.values(ENDPOINTS as Record<string, Endpoint>);
const declared = endpoints.map((e) => `${e.method} ${e.path}`).sort();

const START = '<!-- endpoints:';
const END = '<!-- /endpoints -->';

describe('docs/api.md', () => {
  const whole = fs.readFileSync(DOCS, 'utf8');
  const markdown = whole.slice(whole.indexOf(START), whole.indexOf(END));
  const documented = documentedRoutes(markdown);

  it('has the generated reference table', () => {
    expect(whole.indexOf(START)).toBeGreaterThan(0);
    expect(whole.indexOf(END)).toBeGreaterThan(whole.indexOf(START));
  });

  it('details, outside the reference table, only declared endpoints', () => {
    const outside = whole.slice(0, whole.indexOf(START)) + whole.slice(whole.indexOf(END));
    expect(documentedRoutes(outside).filter((route) => !declared.includes(route))).toEqual([]);
  });

  it('documents every declared endpoint', () => {
    expect(declared.filter((route) => !documented.includes(route))).toEqual([]);
  });

  it('documents no endpoint that is not declared', () => {
    expect(documented.filter((route) => !declared.includes(route))).toEqual([]);
  });

  it.each(ENDPOINT_ACCESS.filter((access) => access !== 'everyone'))('marks exactly the endpoints declared %s so', (access) => {
    const declaredFor = endpoints.filter((e) => e.access === access).map((e) => `${e.method} ${e.path}`).sort();
    expect(documentedRoutesFor(markdown, access).sort()).toEqual(declaredFor);
  });

  it('reads method and path from table rows only', () => {
    expect(documentedRoutes('| `GET /api/a.php?x=` | q |\n| `POST /api/b.php` | b |\ntext `PUT /api/c.php`')).toEqual(['GET /api/a.php', 'POST /api/b.php']);
  });
});
