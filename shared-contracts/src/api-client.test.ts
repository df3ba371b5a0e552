import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient, isApiError, isRetryable, retryDelay, type FetchLike } from './api-client.js';
import { HTTP_RETRIES } from './constants.js';
import type { ApiFailure } from './host-props.js';

type Answer = { status: number; body?: unknown; headers?: Record<string, string> } | 'network-error';

/** A fetch that plays back answers in order (the last repeats) and records every call. */
function scriptedFetch(...answers: Answer[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, init });
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)]!;
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return new Response(answer.status === 204 ? null : text, { status: answer.status, headers: answer.headers });
  };
  return { fetch, calls };
}

function recordingSleep() {
  const delays: number[] = [];
  return { delays, sleep: async (ms: number) => void delays.push(ms) };
}

const authRequired = { status: 403, body: { error: 'Log eerst in', code: 'auth_required', auth_required: true } };

describe('requests', () => {
  it('sends JSON with cookies and answers the parsed body', async () => {
    const { fetch, calls } = scriptedFetch({ status: 200, body: { user: null } });
    const api = createApiClient({ fetch, baseUrl: 'https://site.test' });
    await expect(api.put('/api/user.php', { language: 'de' })).resolves.toEqual({ user: null });
    const { url, init } = calls[0]!;
    expect(url).toBe('https://site.test/api/user.php');
    expect(init.method).toBe('PUT');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"language":"de"}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('puts the query on a GET', async () => {
    const { fetch, calls } = scriptedFetch({ status: 200, body: {} });
    await createApiClient({ fetch }).get('/api/settings.php', { domain: 'example.nl' });
    expect(calls[0]!.url).toBe('/api/settings.php?domain=example.nl');
  });

  it('sends an upload endpoint’s FormData as multipart, leaving the Content-Type to the browser', async () => {
    const { fetch, calls } = scriptedFetch({ status: 201, body: { photos: [], limit: 3 } });
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array([0xff, 0xd8])], { type: 'image/jpeg' }), 'me.jpg');
    await createApiClient({ fetch }).call('uploadPhoto', form);
    expect(calls[0]!.url).toBe('/api/photos.php');
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.body).toBe(form);
    expect((calls[0]!.init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('answers undefined for an empty body', async () => {
    const { fetch } = scriptedFetch({ status: 204 });
    await expect(createApiClient({ fetch }).delete('/api/chat.php', { conversation: 1 })).resolves.toBeUndefined();
  });

  it('raises the error answer as an ApiError with all its fields', async () => {
    const { fetch } = scriptedFetch({ status: 429, body: { error: 'Geblokkeerd voor 15 min', code: 'login_blocked', minutes: 15 } });
    const failure = await createApiClient({ fetch }).post('/api/user.php', { email: 'a@b.nl', password: 'x' }).catch((e) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 429, code: 'login_blocked', message: 'Geblokkeerd voor 15 min', minutes: 15 });
  });

  it('gives a translated generic message when the answer carries none', async () => {
    const { fetch } = scriptedFetch({ status: 400, body: undefined });
    const failure = await createApiClient({ fetch, locale: () => 'en' }).post('/api/x.php').catch((e) => e);
    expect(failure).toMatchObject({ status: 400, code: 'generic', message: 'An error occurred, please try again later.' });
  });
});

describe('retry policy', () => {
  it('retries a GET five times on 5xx with exponential delay, then fails', async () => {
    const { fetch, calls } = scriptedFetch({ status: 503, body: { error: 'down', code: 'generic' } });
    const { delays, sleep } = recordingSleep();
    const failure = await createApiClient({ fetch, sleep }).get('/api/chats.php').catch((e) => e);
    expect(HTTP_RETRIES).toBe(5);
    expect(calls).toHaveLength(1 + 5);
    expect(delays).toEqual([300, 600, 1200, 2400, 4800]);
    expect(failure).toMatchObject({ status: 503, code: 'generic' });
  });

  it('retries network errors and succeeds when the server comes back', async () => {
    const { fetch, calls } = scriptedFetch('network-error', 'network-error', { status: 200, body: { ok: true } });
    const { delays, sleep } = recordingSleep();
    await expect(createApiClient({ fetch, sleep, baseDelayMs: 100 }).get('/api/likes.php')).resolves.toEqual({ ok: true });
    expect(calls).toHaveLength(3);
    expect(delays).toEqual([100, 200]);
  });

  it('reports a network failure after the last retry as status 0', async () => {
    const { fetch } = scriptedFetch('network-error');
    const { sleep } = recordingSleep();
    const failure = await createApiClient({ fetch, sleep, retries: 2 }).get('/api/likes.php').catch((e) => e);
    expect(failure).toMatchObject({ status: 0, code: 'network_error' });
  });

  it('retries PUT and DELETE, which are idempotent', async () => {
    for (const method of ['put', 'delete'] as const) {
      const { fetch, calls } = scriptedFetch({ status: 502 }, { status: 200, body: {} });
      const { sleep } = recordingSleep();
      await createApiClient({ fetch, sleep })[method]('/api/user.php', {});
      expect(calls).toHaveLength(2);
    }
  });

  it('never repeats a POST, not even on a network error', async () => {
    for (const answer of ['network-error', { status: 503 }, { status: 429 }] as Answer[]) {
      const { fetch, calls } = scriptedFetch(answer, { status: 200, body: {} });
      const { sleep } = recordingSleep();
      await expect(createApiClient({ fetch, sleep }).post('/api/message.php', { text: 'hoi' })).rejects.toBeInstanceOf(ApiError);
      expect(calls).toHaveLength(1);
    }
  });

  it('does not retry a client error', async () => {
    const { fetch, calls } = scriptedFetch({ status: 404, body: { error: 'Niet gevonden', code: 'not_found' } });
    const { sleep } = recordingSleep();
    await createApiClient({ fetch, sleep }).get('/api/profile.php').catch(() => undefined);
    expect(calls).toHaveLength(1);
  });

  it('waits at least as long as Retry-After asks on a 429', async () => {
    const { fetch } = scriptedFetch({ status: 429, headers: { 'Retry-After': '2' } }, { status: 200, body: {} });
    const { delays, sleep } = recordingSleep();
    await createApiClient({ fetch, sleep }).get('/api/search.php');
    expect(delays).toEqual([2000]);
  });

  it('describes the policy in two pure functions', () => {
    expect([1, 2, 3].map((n) => retryDelay(n, 300))).toEqual([300, 600, 1200]);
    expect(isRetryable('GET', 500)).toBe(true);
    expect(isRetryable('GET', 0)).toBe(true);
    expect(isRetryable('GET', 403)).toBe(false);
    expect(isRetryable('POST', 500)).toBe(false);
  });
});

describe('403 with the auth-required flag', () => {
  it('calls onAuthRequired for any endpoint but the user endpoint', async () => {
    const { fetch } = scriptedFetch(authRequired);
    const seen: ApiFailure[] = [];
    const api = createApiClient({ fetch, onAuthRequired: (failure) => seen.push(failure) });
    await expect(api.get('/api/chats.php')).rejects.toMatchObject({ status: 403, auth_required: true });
    expect(seen).toEqual([expect.objectContaining({ status: 403, code: 'auth_required', auth_required: true })]);
  });

  it('leaves the member logged in when the user endpoint answers it (with or without a query)', async () => {
    const { fetch } = scriptedFetch(authRequired);
    const seen: ApiFailure[] = [];
    const api = createApiClient({ fetch, onAuthRequired: (failure) => seen.push(failure) });
    await api.put('/api/user.php', { language: 'en' }).catch(() => undefined);
    await api.post('/api/user.php?push=1', { subscription: '{}' }).catch(() => undefined);
    expect(seen).toEqual([]);
  });

  it('ignores a 403 without the flag', async () => {
    const { fetch } = scriptedFetch({ status: 403, body: { error: 'Nee', code: 'generic' } });
    const seen: ApiFailure[] = [];
    await createApiClient({ fetch, onAuthRequired: (f) => seen.push(f) }).get('/api/chats.php').catch(() => undefined);
    expect(seen).toEqual([]);
  });
});

describe('isApiError across bundles', () => {
  it('recognises an ApiError from another copy of the module by its registry symbol', () => {
    // A remote gets errors thrown by the shell's client, a different class object than its own.
    const foreign = Object.assign(new Error('Login mislukt'), { [Symbol.for('dating.api-error')]: true, status: 401, code: 'login_failed' });
    expect(foreign instanceof ApiError).toBe(false);
    expect(isApiError(foreign)).toBe(true);
    expect(isApiError(new ApiError({ status: 401, code: 'login_failed', message: 'x' }))).toBe(true);
    expect(isApiError(new Error('plain'))).toBe(false);
    expect(isApiError(null)).toBe(false);
  });
});
