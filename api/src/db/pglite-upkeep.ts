/**
 * The upkeep PostgreSQL's autovacuum does, for the embedded database: PGlite runs no background
 * workers, so without it the planner would keep the statistics of the day the site was seeded and,
 * as likes and messages grow, pick plans for tables it believes nearly empty.
 */

/** How often the statistics are refreshed: often enough to follow a day's growth, rare enough to cost nothing. */
const ANALYZE_EVERY_MS = 15 * 60_000;

/** Refreshes the planner's statistics now and every ANALYZE_EVERY_MS; returns the stop. */
export function keepStatisticsFresh(client: { exec(sql: string): Promise<unknown> }, log: (error: unknown) => void = console.error): () => void {
  const analyze = () => client.exec('analyze').then(() => undefined, log);
  void analyze();
  const timer = setInterval(analyze, ANALYZE_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
