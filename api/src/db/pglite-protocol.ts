/** The messages between the API thread (pglite-thread.ts) and the embedded database's thread (pglite-worker.ts). */

/** What the database thread starts from: a data folder, or an in-memory database (from a dump, or empty). */
export interface WorkerData {
  dataDir: string | null;
  snapshot: ArrayBuffer | null;
}

/**
 * A request; `id` pairs it with its reply. `tx` runs a statement inside that open transaction;
 * `named` runs it as a named prepared statement (the hot reads, as queryPrepared does on PostgreSQL).
 */
export type Request =
  | { id: number; op: 'query'; text: string; params: unknown[]; rowMode?: 'array' | 'object'; keepText?: number[]; tx?: number; named?: boolean }
  | { id: number; op: 'exec'; text: string; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'dump'; compression: 'none' | 'gzip' | 'auto' }
  | { id: number; op: 'close' };

/** An error as it crosses: PostgreSQL's fields (code, constraint, detail, …) kept. */
export interface SerializedError {
  name: string;
  message: string;
  stack?: string;
  fields: Record<string, string | number | boolean>;
}

/** The answer to request `id` (0: the database is ready, or failed to open). */
export type Reply = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: SerializedError };
