/** The 0001 migration moves data written under 0000: orientations renamed, images given their size list. */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { availableBackends, createPostgresDatabase } from './support/backends.js';

const folder = new URL('../src/db/migrations/', import.meta.url);
const statements = (file: string) => fs.readFileSync(new URL(file, folder), 'utf8').split('--> statement-breakpoint').map((s) => s.trim()).filter(Boolean);

/** Runs SQL on a fresh database of the backend. */
async function freshDatabase(backend: string) {
  if (backend === 'pglite') {
    const client = new PGlite();
    return { query: async (text: string) => (await client.query(text)).rows as any[], close: () => client.close() };
  }
  const created = await createPostgresDatabase();
  const client = new pg.Client({ connectionString: created.url });
  await client.connect();
  return { query: async (text: string) => (await client.query(text)).rows, close: async () => { await client.end(); await created.drop(); } };
}

describe.each(await availableBackends())('migration 0001 on %s', (backend) => {
  it('renames the old orientations, fills last seen and gives existing images their sizes', async () => {
    const db = await freshDatabase(backend);
    try {
      for (const statement of statements('0000_initial.sql')) await db.query(statement);
      await db.query(`insert into companies (name, address, kvk, city, country, support_phone) values ('c', 'a', 'k', 'x', 'NL', '1')`);
      await db.query(`insert into profiles (name, gender, seeking, sexuality, date_of_birth, country) values
        ('A', 'male', 'female', 'hetero', '1990-01-01', 'NL'), ('B', 'female', 'female', 'bi', '1990-01-01', 'NL'),
        ('C', 'female', 'male', 'gay', '1990-01-01', 'NL'), ('D', 'male', 'female', 'whatever', '1990-01-01', 'NL')`);
      await db.query(`insert into profile_images (profile_id, filename, thumb_filename, is_main) select id, 'p/' || id || '/main.webp', 'p/' || id || '/thumb.webp', true from profiles`);
      for (const statement of statements('0001_search_photos_blocks_likes.sql')) await db.query(statement);

      const rows = await db.query(`select name, sexuality, last_seen_at is not null as seen from profiles order by name`);
      expect(rows.map((r) => [r.name, r.sexuality, r.seen])).toEqual([['A', 'straight', true], ['B', 'bisexual', true], ['C', 'gay', true], ['D', null, true]]);
      const [image] = await db.query(`select sizes, blurred, position from profile_images where filename = 'p/1/main.webp'`);
      expect(image).toEqual({ sizes: [{ file: 'p/1/thumb.webp', width: 120, height: 120 }, { file: 'p/1/main.webp', width: 400, height: 400 }], blurred: null, position: 0 });
      // The new rules hold from now on.
      await expect(db.query(`update profiles set gender = 'alien' where name = 'A'`)).rejects.toThrow(/profiles_gender_known/);
      await db.query(`update profiles set gender = 'non_binary', seeking = 'everyone', sexuality = 'pansexual' where name = 'A'`);
    } finally {
      await db.close();
    }
  });
});
