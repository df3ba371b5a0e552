/**
 * Photo upload time: a 4000 × 3000 JPEG posted to POST /api/photos.php over HTTP, ten
 * times, by a premium member (limit 25), against the real API on embedded PGlite on port 8218 (or
 * PORT). Prints every time and the p50: the whole request, as a member waits for it (upload over
 * loopback, checks, decode, three sizes and the blurred copy, the duplicate search, the answer).
 *   npm run bench:photos -w api
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { seed } from '../src/seed/index.js';
import { HttpClient } from '../test/support/http-client.js';

const RUNS = 10;
const port = Number(process.env.PORT ?? 8218);

/** A photo-like 4000 × 3000 JPEG: smooth colour fields plus fine grain (a few MB, like a phone's). */
async function bigJpeg(seed: number): Promise<Buffer> {
  const cells = Buffer.alloc(40 * 30 * 3);
  for (let i = 0; i < cells.length; i++) cells[i] = (i * 7919 + seed * 104_729) % 251;
  const smooth = await sharp(cells, { raw: { width: 40, height: 30, channels: 3 } }).resize(4000, 3000, { kernel: 'cubic', fit: 'fill' }).raw().toBuffer();
  const grain = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 6 } } }).raw().toBuffer();
  for (let i = 0; i < smooth.length; i++) smooth[i] = Math.max(0, Math.min(255, smooth[i]! + grain[i]! - 128));
  return sharp(smooth, { raw: { width: 4000, height: 3000, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'photo-bench-'));
const config = { ...loadConfig({ NODE_ENV: 'production' }), logLevel: 'silent', dataDir: tmp, mediaDir: path.join(tmp, 'media'), databaseUrl: '' };
const database = await openDatabase({ databaseUrl: '', dataDir: tmp });
await seed(database.db, { mediaDir: config.mediaDir, production: false, profiles: 40 });
const { app } = await buildApp(database.db, config);
await app.listen({ port, host: '127.0.0.1' });

try {
  const client = new HttpClient(`http://127.0.0.1:${port}`);
  const login = await client.login('premium@example.com');
  if (login.status !== 200) throw new Error(`login failed: ${login.text}`);
  const files = await Promise.all(Array.from({ length: RUNS }, (_, i) => bigJpeg(i + 1)));
  const times: number[] = [];
  for (const file of files) {
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(file)], { type: 'image/jpeg' }), 'big.jpg');
    const started = performance.now();
    const answer = await client.request('POST', '/api/photos.php', { body: form });
    times.push(performance.now() - started);
    if (answer.status !== 201) throw new Error(`upload failed (${answer.status}): ${answer.text}`);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const p50 = (sorted[RUNS / 2 - 1]! + sorted[RUNS / 2]!) / 2;
  console.log(`4000×3000 JPEG (${(files[0]!.length / 1024 / 1024).toFixed(1)} MB) upload, ${RUNS} runs, ms: ${times.map((t) => t.toFixed(0)).join(' ')}`);
  console.log(`p50 ${p50.toFixed(0)} ms, min ${sorted[0]!.toFixed(0)} ms, max ${sorted[RUNS - 1]!.toFixed(0)} ms`);
} finally {
  await app.close();
  await database.close();
  fs.rmSync(tmp, { recursive: true, force: true });
}
