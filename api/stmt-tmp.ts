import pg from 'pg';
import { readFileSync } from 'node:fs';
const [db, file, mode = 'auto'] = process.argv.slice(2);
const q = JSON.parse(readFileSync(file!, 'utf8'));
const pool = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:5432/${db}`, max: 10, options: `-c plan_cache_mode=${mode}` });
q.params[20] = new Date().toISOString().slice(0, 10);
async function run(seconds: number) {
  const lat: number[] = []; const t0 = performance.now(); const until = t0 + seconds * 1000;
  await Promise.all(Array.from({ length: 10 }, async () => { while (performance.now() < until) { const b = performance.now(); await pool.query({ name: 'q1', text: q.sql, values: q.params }); lat.push(performance.now() - b); } }));
  lat.sort((a, b) => a - b);
  return `${file} ${mode}: ${Math.round(lat.length / ((performance.now() - t0) / 1000))}/s p50 ${lat[Math.floor(lat.length / 2)]!.toFixed(1)} p99 ${lat[Math.floor(lat.length * 0.99)]!.toFixed(1)}`;
}
const r = await pool.query({ text: q.sql, values: q.params }); console.log('total', r.rows[0].total, 'cards', r.rows[0].profiles.length);
await run(2); console.log(await run(5)); await pool.end();
