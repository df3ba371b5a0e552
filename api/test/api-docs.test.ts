/** docs/api.md lists exactly the declared endpoints: a method and path in one but not the other fails. */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS, type Endpoint } from '@dating/shared-contracts';

const DOCS = new URL('../../docs/api.md', import.meta.url);

/** Every "`METHOD /api/…`" that starts a table row of docs/api.md. */
function documentedRoutes(markdown: string): string[] {
  return [...markdown.matchAll(/^\|\s*`(GET|POST|PUT|DELETE|PATCH) (\/api\/[^`?\s]+)[^`]*`/gm)].map((m) => `${m[1]} ${m[2]}`);
}

const declared = Object.values(ENDPOINTS as Record<string, Endpoint>).map((e) => `${e.method} ${e.path}`).sort();

describe('docs/api.md', () => {
  const documented = documentedRoutes(fs.readFileSync(DOCS, 'utf8'));

  it('documents every declared endpoint', () => {
    expect(declared.filter((route) => !documented.includes(route))).toEqual([]);
  });

  it('documents no endpoint that is not declared', () => {
    expect(documented.filter((route) => !declared.includes(route))).toEqual([]);
  });

  it('reads method and path from table rows only', () => {
    expect(documentedRoutes('| `GET /api/a.php?x=` | q |\n| `POST /api/b.php` | b |\ntext `PUT /api/c.php`')).toEqual(['GET /api/a.php', 'POST /api/b.php']);
  });
});
