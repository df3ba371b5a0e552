/**
 * What a hand-made request can no longer do: point an e-mailed link at another host, pass a
 * host with user info, get Fastify's raw error (or its own input) back for NUL bytes and URLs that
 * do not decode, dodge per-client limits or fake its country with forwarding headers, or find an
 * API answer in a cache. Every answer carries a Permissions-Policy.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSite, type TestSite } from '../support/test-site.js';

/** Sends raw bytes (a URL no HTTP client would send) and returns status line, headers and body. */
function rawRequest(baseUrl: string, head: string): Promise<{ status: number; text: string }> {
  const { port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.end(`${head}\r\nHost: localhost\r\nAccept-Language: de\r\nConnection: close\r\n\r\n`));
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString('utf8')));
    socket.on('end', () => resolve({ status: Number(text.slice(9, 12)), text }));
    socket.on('error', reject);
  });
}

/** The reset link in the newest reset mail to an address. */
async function resetLink(site: TestSite, email: string): Promise<URL> {
  const outbox = await site.client().get(`/dev/outbox.json?to=${encodeURIComponent(email)}`);
  const mail = outbox.body.find((message: { kind: string }) => message.kind === 'password_reset');
  return new URL(/(\S+\/reset-password\/do\?token=[\w-]+)/.exec(mail.text)![1]!);
}

describe('hand-made requests', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite('pglite', { publicOrigin: 'https://www.flirtpunt.example' });
  });
  afterAll(() => site?.close());

  it('a forged Host or X-Forwarded-Host never chooses the origin of a reset link', async () => {
    const forged = await site.client().post('/api/password-reset.php', { email: 'free@example.com' }, {
      host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http',
    });
    expect(forged.status).toBe(200);
    const link = await resetLink(site, 'free@example.com');
    expect(link.origin).toBe('https://www.flirtpunt.example');
  });

  it('refuses a Host with user info or other junk, translated, before anything runs', async () => {
    for (const host of ['flirtpunt.example:@evil.example', 'evil.example/x', 'a b', 'localhost:80:80']) {
      const answer = await site.client().post('/api/password-reset.php', { email: 'premium@example.com' }, { host, 'accept-language': 'en' });
      expect(answer.status, host).toBe(400);
      expect(answer.body, host).toEqual({ code: 'invalid_input', error: 'The data you entered is not valid.' });
    }
    const outbox = await site.client().get('/dev/outbox.json?to=premium@example.com');
    expect(outbox.body).toEqual([]);
  });

  it('NUL bytes in the path or query get the translated 400, not a 404 or a 200', async () => {
    for (const path of ['/api/user.php%00', '/api/%00user.php', '/api/user.php?x=%00', '/%00']) {
      const answer = await site.client().get(path, { 'accept-language': 'de' });
      expect(answer.status, path).toBe(400);
      expect(answer.body, path).toEqual({ code: 'invalid_input', error: 'Die eingegebenen Daten sind ungültig.' });
    }
  });

  it('a URL that does not decode gets the translated 400: no FST_ERR code, no echo of the input', async () => {
    for (const path of ['/%E0%A4%A', '/api/user.php/%E0%A4%A', '/api/%']) {
      const answer = await rawRequest(site.baseUrl, `GET ${path} HTTP/1.1`);
      expect(answer.status, path).toBe(400);
      expect(answer.text, path).toContain('"code":"invalid_input"');
      expect(answer.text, path).toContain('Die eingegebenen Daten sind ungültig.');
      expect(answer.text, path).not.toMatch(/FST_ERR|%E0|valid url/i);
      expect(answer.text.toLowerCase(), path).toContain('permissions-policy:');
    }
  });

  it('API answers, errors included, say no-store; every answer carries a Permissions-Policy', async () => {
    const member = site.client();
    for (const answer of [
      await member.get('/api/user.php'),
      await member.login('free@example.com'),
      await member.get('/api/user.php'),
      await member.post('/api/user.php', { email: 'free@example.com' }),
      await member.get('/api/settings.php'),
      await member.get('/api/nothing-here.php'),
      await site.client().put('/api/user.php', { language: 'en' }),
    ]) {
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['permissions-policy']).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(self\)/);
    }
    const page = await site.client().get('/login');
    expect(page.headers['permissions-policy']).toMatch(/camera=\(\)/);
  });

  it('without TRUST_PROXY, forwarding and country headers are the client\'s own words and are ignored', async () => {
    const settings = await site.client().get('/api/settings.php', { 'x-country-code': 'DE', 'cf-ipcountry': 'DE', 'x-forwarded-for': '10.1.2.3' });
    expect(settings.body.geoip_country).toBeNull();
    // A client cannot take another address's identity for the per-client limits either.
    const client = site.client('127.0.9.9');
    for (let i = 0; i < 5; i++) {
      await client.post('/api/user.php', { email: 'premium@example.com', password: `wrong-${i}` }, { 'x-forwarded-for': `10.0.0.${i}` });
    }
    const blocked = await client.post('/api/user.php', { email: 'premium@example.com', password: 'demo1234' }, { 'x-forwarded-for': '10.9.9.9' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('login_blocked');
  });
});

describe('behind a configured proxy (TRUST_PROXY)', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite('pglite', { trustProxy: ['127.0.0.1'] });
  });
  afterAll(() => site?.close());

  it('believes the country header only on requests that came through the proxy', async () => {
    const viaProxy = await site.client('127.0.0.1').get('/api/settings.php', { 'x-country-code': 'de' });
    expect(viaProxy.body.geoip_country).toBe('DE');
    const direct = await site.client('127.0.5.5').get('/api/settings.php', { 'x-country-code': 'de' });
    expect(direct.body.geoip_country).toBeNull();
  });
});
