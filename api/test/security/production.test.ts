/**
 * Production-only guarantees: the auth cookie is `__Host-` prefixed and Secure (a cookie a
 * subdomain sets is not read), e-mailed links use the site's own domain whatever the request's
 * headers say, /dev/* stays 404; and where the process listens by default.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { startTestSite, type TestSite } from '../support/test-site.js';

describe('listening address', () => {
  it('outside production the site listens on 127.0.0.1 unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ NODE_ENV: 'production' }).host).toBe('0.0.0.0');
  });

  it('trusts no proxy unless TRUST_PROXY names them; links come from PUBLIC_ORIGIN or, outside production, localhost', () => {
    expect(loadConfig({}).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16' }).trustProxy).toEqual(['10.0.0.1', '192.168.0.0/16']);
    expect(loadConfig({ PORT: '3000' }).publicOrigin).toBe('http://localhost:3000');
    expect(loadConfig({ NODE_ENV: 'production' }).publicOrigin).toBe('');
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://flirtpunt.example' }).publicOrigin).toBe('https://flirtpunt.example');
  });
});

describe('in production', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite('pglite', { production: true, publicOrigin: '' });
  });
  afterAll(() => site?.close());

  it('the auth cookie is __Host- prefixed, Secure, HttpOnly, for the whole site and no domain', async () => {
    const member = site.client();
    const signup = await member.post('/api/signup.php', { email: 'prod@example.com', name: 'Prod', date_of_birth: '1990-01-01', password: 'Zeer-geheim-42' });
    expect(signup.status).toBe(201);
    const cookie = ([] as string[]).concat(signup.headers['set-cookie'] ?? []).find((c) => c.startsWith('__Host-auth='))!;
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Path=\//i);
    expect(cookie).not.toMatch(/Domain=/i);
    expect((await member.get('/api/user.php')).body.user.email).toBe('prod@example.com');

    // A plain "auth" cookie (as a subdomain or plain-HTTP page could set) is not a session here.
    const fixated = site.client();
    fixated.cookies.set('auth', member.cookies.get('__Host-auth')!);
    expect((await fixated.get('/api/user.php')).body.user).toBeNull();
  });

  it('e-mailed links use the site\'s domain, whatever Host or X-Forwarded-Host say', async () => {
    await site.client().post('/api/signup.php', { email: 'prod2@example.com', name: 'Prod', date_of_birth: '1990-01-01', password: 'Zeer-geheim-42' });
    const answer = await site.client().post('/api/password-reset.php', { email: 'prod2@example.com' }, { host: 'localhost:1234', 'x-forwarded-host': 'evil.example' });
    expect(answer.status).toBe(200);
    // The reset link is issued and mailed by the worker, after the answer.
    await site.jobs.drain();
    const rows = await site.domains.mail.list({ to: 'prod2@example.com', limit: 10 });
    expect(rows.length).toBe(2);
    for (const row of rows) {
      expect(row.text).toMatch(/https:\/\/localhost\/(api\/activate\.php|reset-password\/do)\?token=/);
      expect(row.text).not.toMatch(/evil|:1234/);
    }
  });

  it('/dev/* stays 404', async () => {
    for (const path of ['/dev/outbox', '/dev/outbox.json', '/dev/anything']) {
      const answer = await site.client().get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body.code, path).toBe('not_found');
    }
  });
});
