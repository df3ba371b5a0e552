/** The route table matches ENDPOINTS; member and staff endpoints refuse visitors before the body; the OpenAPI document. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, type Endpoint } from '@dating/shared-contracts';
import { availableBackends } from './support/backends.js';
import { startTestSite, type TestSite } from './support/test-site.js';

const declared = Object.entries(ENDPOINTS as Record<string, Endpoint>);

describe.each(await availableBackends())('endpoint declarations on %s', (backend) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite(backend);
  });
  afterAll(() => site?.close());

  it('registers a route for every declared endpoint, from its declaration', () => {
    for (const [name, endpoint] of declared) {
      const registered = site.routes.filter((r) => r.method === endpoint.method && r.url === endpoint.path);
      expect(registered, `${name}: ${endpoint.method} ${endpoint.path}`).toEqual([{ method: endpoint.method, url: endpoint.path, endpoint: name }]);
    }
  });

  it('registers no /api/ route that is not declared (the OpenAPI document aside)', () => {
    const undeclared = site.routes.filter((r) => r.url.startsWith('/api/') && !r.endpoint && r.url !== '/api/openapi.json');
    expect(undeclared).toEqual([]);
  });

  it('answers a visitor 403 with the auth-required flag on every member-only endpoint, before reading the body', async () => {
    const memberOnly = declared.filter(([, endpoint]) => endpoint.access === 'member');
    expect(memberOnly.length).toBeGreaterThan(0);
    for (const [name, endpoint] of memberOnly) {
      // An invalid body still gets the 403: the guard runs first.
      const answer = await site.client().request(endpoint.method, endpoint.path, endpoint.method === 'GET' ? {} : { json: { nonsense: 1 } });
      expect(answer.status, name).toBe(403);
      expect(answer.body, name).toMatchObject({ code: 'auth_required', auth_required: true });
    }
  });

  it('answers a visitor 403 staff_required, without the auth-required flag, on every staff endpoint, before reading the body', async () => {
    const staffOnly = declared.filter(([, endpoint]) => endpoint.access === 'staff' || endpoint.access.startsWith('staff:'));
    expect(staffOnly.length).toBeGreaterThan(0);
    for (const [name, endpoint] of staffOnly) {
      const answer = await site.client().request(endpoint.method, endpoint.path, endpoint.method === 'GET' ? {} : { json: { nonsense: 1 } });
      expect(answer.status, name).toBe(403);
      expect(answer.body, name).toEqual({ code: 'staff_required', error: expect.any(String) });
    }
  });

  it('serves an OpenAPI 3.1 document with every declared method and path', async () => {
    const answer = await site.client().get('/api/openapi.json');
    expect(answer.status).toBe(200);
    expect(answer.body.openapi).toBe('3.1.0');
    for (const [name, endpoint] of declared) {
      const operation = answer.body.paths[endpoint.path]?.[endpoint.method.toLowerCase()];
      expect(operation?.operationId, name).toBe(name);
    }
    const login = answer.body.paths['/api/user.php'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['email', 'password']);
    expect(answer.body.paths['/api/counts.php'].get.security).toEqual([{ session: [] }]);
    expect(answer.body.paths['/api/staff-audit.php'].get.security).toEqual([{ staffSession: [] }]);
    expect(answer.body.paths['/api/staff-audit.php'].get.responses['403'].description).toMatch(/^Only an admin: staff_required .* staff_role_required/);
    expect(answer.body.paths['/api/staff-session.php'].post.security).toBeUndefined();
  });
});

describe('the OpenAPI document in production', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite('pglite', { production: true });
  });
  afterAll(() => site?.close());

  it('is not served', async () => {
    const answer = await site.client().get('/api/openapi.json');
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe('not_found');
  });
});
