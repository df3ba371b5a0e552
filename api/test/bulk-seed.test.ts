/** Load-test data: SQL copies of the rendered sample profiles, sharing their photos, on both backends. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ageOn } from '@dating/shared-contracts';
import { openDatabase, type OpenDatabase } from '../src/db/database.js';
import { profileImages, profiles } from '../src/db/schema.js';
import { cloneFictionalProfiles } from '../src/seed/bulk-profiles.js';
import { seed } from '../src/seed/index.js';
import { availableBackends, createPostgresDatabase } from './support/backends.js';

describe.each(await availableBackends())('bulk profiles on %s', (backend) => {
  let database: OpenDatabase;
  let drop: (() => Promise<void>) | undefined;
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bulk-media-'));

  beforeAll(async () => {
    const postgres = backend === 'postgres' ? await createPostgresDatabase() : null;
    drop = postgres?.drop;
    database = await openDatabase({ databaseUrl: postgres?.url, dataDir: null });
    await seed(database.db, { mediaDir, production: true, profiles: 12, photoProfiles: 4 });
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
    fs.rmSync(mediaDir, { recursive: true, force: true });
  });

  it('renders photos for the first profiles only; the others share them, files and all', async () => {
    const sample = await database.db.select().from(profiles).orderBy(profiles.id);
    expect(sample).toHaveLength(12);
    const imagesOf = (id: number) => database.db.select().from(profileImages).where(eq(profileImages.profileId, id)).orderBy(profileImages.position);
    const rendered = sample.slice(0, 4);
    for (const [index, profile] of sample.entries()) {
      const mine = await imagesOf(profile.id);
      expect(mine.length).toBeGreaterThanOrEqual(3);
      expect(mine[0]!.isMain).toBe(true);
      for (const image of mine) expect(fs.existsSync(path.join(mediaDir, image.filename))).toBe(true);
      if (index >= 4) {
        const theirs = await imagesOf(rendered[(index - 4) % 4]!.id);
        expect(mine.map((i) => [i.filename, i.isMain, i.blurred])).toEqual(theirs.map((i) => [i.filename, i.isMain, i.blurred]));
      }
    }
    // Four profiles rendered: their folders are the only ones.
    expect(fs.readdirSync(path.join(mediaDir, 'profiles')).sort()).toEqual(rendered.map((p) => String(p.id)).sort());
  });

  it('adds the asked number of active fictional adults, each with its template\'s photos', async () => {
    const templates = await database.db.select().from(profiles).orderBy(profiles.id);
    expect(await cloneFictionalProfiles(database.db, 30)).toBe(30);
    const all = await database.db.select().from(profiles).orderBy(profiles.id);
    expect(all).toHaveLength(templates.length + 30);
    const copies = all.slice(templates.length);
    const today = new Date();
    for (const [index, copy] of copies.entries()) {
      const template = templates[index % templates.length]!;
      expect(copy).toMatchObject({ fictional: true, status: 'active', memberId: null, gender: template.gender, country: template.country, region: template.region });
      expect(ageOn(copy.dateOfBirth, today)).toBeGreaterThanOrEqual(ageOn(template.dateOfBirth, today)!);
      expect(copy.lastSeenAt).toBeInstanceOf(Date);
      const [mine, theirs] = await Promise.all([copy.id, template.id].map((id) =>
        database.db.select().from(profileImages).where(eq(profileImages.profileId, id)).orderBy(profileImages.position)));
      expect(mine!.map((i) => [i.filename, i.isMain, i.blurred])).toEqual(theirs!.map((i) => [i.filename, i.isMain, i.blurred]));
    }
    const [{ n }] = (await database.db.execute(sql`select count(distinct last_seen_at)::int as n from profiles`) as unknown as { rows: { n: number }[] }).rows as [{ n: number }];
    expect(n).toBeGreaterThan(30);
  });
});
