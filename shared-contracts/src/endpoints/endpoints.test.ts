import fs from 'node:fs';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createApiClient, type FetchLike } from '../api-client.js';
import { ENDPOINT_ACCESS, ENDPOINT_ROUTES, ENDPOINTS, type EndpointAnswer, type EndpointInput, type EndpointName } from './index.js';
import type { Member } from '../entities.js';
import type { BadgeKey } from '../counts.js';

/** A fetch that answers `body` and records every call. */
function recordingFetch(body: unknown, status = 200) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), { status });
  };
  return { fetch, calls };
}

describe('ENDPOINTS', () => {
  it('declares every pinned name', () => {
    const pinned = ['currentUser', 'login', 'saveLanguage', 'logout', 'signup', 'activateByLink', 'resendActivation',
      'requestPasswordReset', 'setNewPassword', 'settings', 'company', 'interests', 'regions', 'counts'];
    expect(Object.keys(ENDPOINTS).sort()).toEqual(expect.arrayContaining(pinned.sort()));
  });

  it('gathers every declaration file of the folder, so a new domain only adds its file (npm run endpoints)', async () => {
    const folder = new URL('./', import.meta.url);
    const files = fs.readdirSync(folder).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !['index.ts', 'define-endpoint.ts', 'endpoint-routes.ts', 'declared.ts'].includes(file));
    const gathered: Record<string, unknown> = {};
    for (const file of files) {
      const module = (await import(new URL(file, folder).href)) as Record<string, unknown>;
      const exported = Object.entries(module).filter(([name]) => name.endsWith('Endpoints'));
      expect(exported, `${file} exports one <domain>Endpoints object`).toHaveLength(1);
      Object.assign(gathered, exported[0]![1]);
    }
    expect(Object.keys(ENDPOINTS).sort()).toEqual(Object.keys(gathered).sort());
  });

  it('never declares one method and path twice', () => {
    const routes = Object.values(ENDPOINTS).map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('takes a query only on GET and a body only on the other methods', () => {
    for (const [name, endpoint] of Object.entries(ENDPOINTS)) {
      if (endpoint.method === 'GET') expect('body' in endpoint, name).toBe(false);
      else expect('query' in endpoint, name).toBe(false);
    }
  });

  it('says who may call each endpoint (a new endpoint says so in its declaration only)', () => {
    const memberOnly = ['arrangePhotos', 'autoLike', 'block', 'changePassword', 'counts', 'deleteAccount', 'deletePhoto', 'like', 'likes', 'myData',
      'ownPhotos', 'ownProfile', 'requestMailChange', 'resendActivation', 'correctActivationAddress', 'saveLanguage', 'saveNotifications', 'saveProfile', 'swipe',
      'swipeStatus', 'unblock', 'unlike', 'uploadPhoto'];
    const open = ['currentUser', 'login', 'logout', 'signup', 'activateByLink', 'requestPasswordReset', 'setNewPassword', 'settings', 'company',
      'interests', 'regions', 'search', 'profile', 'geocode', 'reactivate', 'confirmMailChange', 'fileComplaint', 'sitePage', 'pageHidden',
      'landerProfiles', 'landerMember'];
    const staffOnly = { staffAudit: 'staff:admin' };
    const openToStaff = ['currentStaff', 'staffLogin', 'staffLogout'];
    const accessOf = (name: string) => (ENDPOINTS as Record<string, { access: string }>)[name]?.access;
    expect(memberOnly.filter((name) => accessOf(name) !== 'member')).toEqual([]);
    expect([...open, ...openToStaff].filter((name) => accessOf(name) !== 'everyone')).toEqual([]);
    expect(Object.fromEntries(Object.keys(staffOnly).map((name) => [name, accessOf(name)]))).toEqual(staffOnly);
  });

  it('names only the accesses the guard knows', () => {
    for (const [name, endpoint] of Object.entries(ENDPOINTS)) expect(ENDPOINT_ACCESS, name).toContain(endpoint.access);
  });
});

describe('ENDPOINT_ROUTES', () => {
  it('holds exactly the method, path, access and client options of every declared endpoint', () => {
    const declared = Object.fromEntries(
      Object.entries(ENDPOINTS).map(([name, endpoint]) => {
        const { method, path, access, loadOnce, upload } = endpoint as typeof endpoint & { loadOnce?: boolean; upload?: string };
        return [name, { method, path, access, ...(loadOnce && { loadOnce }), ...(upload && { upload }) }];
      }),
    );
    expect(ENDPOINT_ROUTES).toEqual(declared);
  });

  it('carries no schema, so the front end that calls through it needs no zod', () => {
    const allowed = ['access', 'loadOnce', 'method', 'path', 'upload'];
    for (const route of Object.values(ENDPOINT_ROUTES)) expect(Object.keys(route).filter((key) => !allowed.includes(key))).toEqual([]);
  });
});

describe('api.call', () => {
  it('sends a GET input as the query string', async () => {
    const { fetch, calls } = recordingFetch({ regions: { NL: ['Utrecht'] } });
    const answer = await createApiClient({ fetch }).call('regions', { country: 'NL' });
    expect(calls[0]!.url).toBe('/api/regions.php?country=NL');
    expect(calls[0]!.init.method).toBe('GET');
    expect(calls[0]!.init.body).toBeUndefined();
    expect(answer.regions.NL).toEqual(['Utrecht']);
  });

  it('leaves absent query values out', async () => {
    const { fetch, calls } = recordingFetch({});
    await createApiClient({ fetch }).call('settings', { domain: undefined });
    expect(calls[0]!.url).toBe('/api/settings.php');
  });

  it('sends the input of other methods as a JSON body to the declared path', async () => {
    const { fetch, calls } = recordingFetch({ user: null });
    await createApiClient({ fetch }).call('saveLanguage', { language: 'de' });
    expect(calls[0]!.url).toBe('/api/user.php');
    expect(calls[0]!.init.method).toBe('PUT');
    expect(calls[0]!.init.body).toBe('{"language":"de"}');
  });

  it('reports a 403 auth-required from a member endpoint, as get/post do', async () => {
    const { fetch } = recordingFetch({ error: 'Log eerst in', code: 'auth_required', auth_required: true }, 403);
    const seen: unknown[] = [];
    const failure = await createApiClient({ fetch, onAuthRequired: (f) => seen.push(f) }).call('counts').catch((e) => e);
    expect(failure).toMatchObject({ status: 403, auth_required: true });
    expect(seen).toHaveLength(1);
  });

  it('never reports a staff endpoint\'s refusal as auth-required, so a member is not logged out by it', async () => {
    const { fetch } = recordingFetch({ error: 'Alleen voor medewerkers', code: 'staff_required' }, 403);
    const seen: unknown[] = [];
    const failure = await createApiClient({ fetch, onAuthRequired: (f) => seen.push(f) }).call('staffAudit').catch((e) => e);
    expect(failure).toMatchObject({ status: 403, code: 'staff_required' });
    expect(failure.auth_required).toBeUndefined();
    expect(seen).toEqual([]);
  });

  it('retries a GET but never a POST', async () => {
    const { fetch, calls } = recordingFetch({ error: 'x', code: 'generic' }, 503);
    const api = createApiClient({ fetch, sleep: async () => {}, retries: 2 });
    await api.call('counts').catch(() => undefined);
    expect(calls).toHaveLength(3);
    await api.call('resendActivation').catch(() => undefined);
    expect(calls).toHaveLength(4);
  });

  it('infers input and answer types from the declaration', () => {
    expectTypeOf<EndpointInput<'login'>>().toEqualTypeOf<{ email: string; password: string }>();
    expectTypeOf<EndpointAnswer<'currentUser'>>().toEqualTypeOf<{ user: Member | null }>();
    expectTypeOf<EndpointAnswer<'counts'>['counts']>().toEqualTypeOf<Record<BadgeKey, number>>();
    expectTypeOf<EndpointInput<'logout'>>().toEqualTypeOf<undefined>();
    expectTypeOf<'nope'>().not.toMatchTypeOf<EndpointName>();
    const api = createApiClient({ fetch: recordingFetch({}).fetch });
    // Compiled, never run: the compiler refuses these calls.
    const neverRun = () => {
      // @ts-expect-error login needs its body
      void api.call('login');
      // @ts-expect-error a misspelt endpoint does not compile
      void api.call('logn', { email: 'a', password: 'b' });
      // @ts-expect-error a body of the wrong shape does not compile
      void api.call('saveLanguage', { language: 'xx' });
      // An input that is all optional, or none at all, may be left out.
      void api.call('settings');
      void api.call('counts');
      // @ts-expect-error an endpoint without input takes none
      void api.call('logout', { all: true });
    };
    expect(neverRun).toBeTypeOf('function');
  });
});
