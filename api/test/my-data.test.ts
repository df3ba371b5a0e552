/** The data download over real HTTP on every backend: a zip of the member's JSON and photos, theirs only. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { availableBackends } from './support/backends.js';
import { newMember } from './support/members.js';
import { photo } from './support/upload-corpus.js';
import { startTestSite, type TestSite } from './support/test-site.js';

describe.each(await availableBackends())('my data on %s', (backend) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite(backend);
  });
  afterAll(async () => {
    await site?.close();
  });

  it('answers a zip with everything held about the member and their photo files', async () => {
    const member = await newMember(site);
    const other = await newMember(site);
    await member.client.put('/api/profile.php', { about: 'Mijn eigen tekst', city: 'Leiden' });
    await other.client.put('/api/profile.php', { about: 'Tekst van een ander' });
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(await photo(777_001))], { type: 'image/jpeg' }), 'p.jpg');
    const uploaded = (await member.client.request('POST', '/api/photos.php', { body: form })).body.photos;
    await member.client.post('/api/complaints.php', { category: 'scam', description: 'Oplichting' });

    const http = await import('node:http');
    const url = new URL('/api/my-data.php', site.baseUrl);
    const zip = await new Promise<{ status: number; type: string; disposition: string; bytes: Buffer }>((resolve, reject) => {
      http.get(url, { headers: { cookie: [...member.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, type: String(res.headers['content-type']), disposition: String(res.headers['content-disposition']), bytes: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
    expect(zip.status).toBe(200);
    expect(zip.type).toBe('application/zip');
    expect(zip.disposition).toContain('my-data.zip');
    const files = unzipSync(new Uint8Array(zip.bytes));
    const data = JSON.parse(new TextDecoder().decode(files['my-data.json']));
    expect(data.account).toMatchObject({ id: member.id, email: member.email });
    expect(data.account.password_hash).toBeUndefined();
    expect(data.profile).toMatchObject({ about: 'Mijn eigen tekst', city: 'Leiden' });
    expect(data.photos).toEqual([expect.objectContaining({ id: uploaded[0].id, main: true, file: `photos/${uploaded[0].id}.webp` })]);
    expect((await sharp(Buffer.from(files[`photos/${uploaded[0].id}.webp`]!)).metadata()).format).toBe('webp');
    expect(data.complaints).toEqual([expect.objectContaining({ category: 'scam', description: 'Oplichting' })]);
    expect(data.mail.length).toBeGreaterThan(0);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(JSON.stringify(data)).not.toContain('Tekst van een ander');
    expect(JSON.stringify(data)).not.toContain(other.email);
    expect(JSON.stringify(data)).not.toMatch(/argon2/);
  });

  it('is member only', async () => {
    const answer = await site.client().get('/api/my-data.php');
    expect(answer.status).toBe(403);
    expect(answer.body.auth_required).toBe(true);
  });
});
