/**
 * Embedded PGlite on a thread of its own (pglite-worker.ts), seen from the API's thread as the
 * part of a PGlite instance that Drizzle, the migrator and the upkeep use: query, exec,
 * transaction, dumpDataDir and close. Statements cross as messages; a transaction's statements go
 * to the transaction the worker holds open for it, so two transactions never interleave and a
 * failed one rolls back, as with PGlite in the same thread. See docs/embedded-database.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Reply, Request, SerializedError, WorkerData } from './pglite-protocol.js';

/** A statement's result as PGlite gives it. */
export interface ThreadResults {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

/** Query options as Drizzle passes them; parsers may only keep a type's text as it is. */
interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, (value: string, typeId: number) => unknown>;
}

/** The types Drizzle's PGlite driver reads as text (dates, times, intervals, numeric[] and their arrays). */
const DRIZZLE_KEEPS_TEXT = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182];

/** What a transaction's callback is given (PGlite's Transaction, the part used here). */
export interface ThreadTransaction {
  query(text: string, params?: unknown[], options?: QueryOptions): Promise<ThreadResults>;
  exec(text: string): Promise<ThreadResults[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

type Call = Request extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/**
 * The worker: the file built beside the bundle (dist/pglite-worker.js), or else the source, loaded
 * through tsx's loader registered in the new thread first (a worker does not inherit the hooks of
 * its parent's `--import tsx`).
 */
function workerEntry(): { entry: URL | string; eval: boolean } {
  const built = new URL('./pglite-worker.js', import.meta.url);
  if (fs.existsSync(fileURLToPath(built))) return { entry: built, eval: false };
  const source = new URL('./pglite-worker.ts', import.meta.url).href;
  // tsx's own API for registering its loader (its `--import tsx` entry registers the main thread's only).
  const tsx = pathToFileURL(path.join(path.dirname(createRequire(import.meta.url).resolve('tsx/package.json')), 'dist/esm/api/index.mjs')).href;
  return { entry: `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`, eval: true };
}

/** Rebuilds the worker's error on this side, with PostgreSQL's fields (code, constraint, …). */
function rebuild(serialized: SerializedError): Error {
  const error = new Error(serialized.message);
  Object.assign(error, serialized.fields);
  error.name = serialized.name;
  // The worker's stack says where in PGlite; this side's says which caller asked.
  if (serialized.stack) error.stack = `${error.stack}\n    --- in the database thread ---\n${serialized.stack.split('\n').slice(1).join('\n')}`;
  return error;
}

/** The types whose text the parsers keep (checked: a parser that changes the text cannot cross). */
function keptTypes(parsers: QueryOptions['parsers']): number[] | undefined {
  if (!parsers) return undefined;
  const types = Object.keys(parsers).map(Number);
  for (const type of types) {
    if (parsers[type]!('1', type) !== '1') throw new Error(`A parser for type ${type} cannot run in the database thread: only kept text can`);
  }
  return types;
}

export class PGliteThread {
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  #nextId = 1;
  #failed: Error | null = null;
  /** Resolves when the database is open, with the kernel's id of its thread (Linux) for CPU figures. */
  readonly ready: Promise<{ threadId: number | null }>;

  /** `dataDir` a folder (locked by the caller), or null for an in-memory database, from `snapshot` when given. */
  constructor(options: { dataDir: string | null; snapshot?: ArrayBuffer }) {
    const worker = workerEntry();
    const workerData: WorkerData = { dataDir: options.dataDir, snapshot: options.snapshot ?? null };
    this.#worker = new Worker(worker.entry, { eval: worker.eval, workerData, transferList: options.snapshot ? [options.snapshot] : [], name: 'pglite' });
    this.ready = new Promise((resolve, reject) => this.#pending.set(0, { resolve: resolve as (value: unknown) => void, reject }));
    this.#worker.on('message', (reply: Reply) => {
      const waiting = this.#pending.get(reply.id);
      if (!waiting) return;
      this.#pending.delete(reply.id);
      // Like PGlite in the thread, an idle database keeps no program running that forgot to close it.
      if (this.#pending.size === 0) this.#worker.unref();
      if (reply.ok) waiting.resolve(reply.result);
      else waiting.reject(rebuild(reply.error));
    });
    const fail = (error: Error) => {
      this.#failed = error;
      for (const waiting of this.#pending.values()) waiting.reject(error);
      this.#pending.clear();
    };
    this.#worker.on('error', fail);
    this.#worker.on('exit', (code) => fail(new Error(`The database thread ended (exit code ${code})`)));
  }

  #call<T>(request: Call, transfer: ArrayBuffer[] = []): Promise<T> {
    if (this.#failed) return Promise.reject(this.#failed);
    const id = this.#nextId++;
    if (this.#pending.size === 0) this.#worker.ref();
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ ...request, id }, transfer);
    });
  }

  #query(text: string, params: unknown[] = [], options: QueryOptions = {}, tx?: number, named?: boolean): Promise<ThreadResults> {
    return this.#call({ op: 'query', text, params, rowMode: options.rowMode, keepText: keptTypes(options.parsers), tx, named });
  }

  /**
   * A hot read as a named prepared statement (db/rows.ts queryPrepared): planned once, not per
   * request. Rows as objects, dates and intervals kept as text, as Drizzle's own raw queries give them.
   */
  queryNamed(text: string, params: unknown[]): Promise<ThreadResults> {
    return this.#call({ op: 'query', text, params, rowMode: 'object', keepText: DRIZZLE_KEEPS_TEXT, named: true });
  }

  query(text: string, params?: unknown[], options?: QueryOptions): Promise<ThreadResults> {
    return this.#query(text, params, options);
  }

  exec(text: string): Promise<ThreadResults[]> {
    return this.#call({ op: 'exec', text });
  }

  /** Runs `work` in one transaction on the database thread: committed when it returns, rolled back when it throws. */
  async transaction<T>(work: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const number = await this.#call<number>({ op: 'begin' });
    let closed = false;
    const open = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const end = (commit: boolean) => {
      closed = true;
      return this.#call<null>({ op: 'end', tx: number, commit });
    };
    const tx: ThreadTransaction = {
      query: async (text, params, options) => (open(), this.#query(text, params, options, number)),
      exec: async (text) => (open(), this.#call<ThreadResults[]>({ op: 'exec', text, tx: number })),
      rollback: async () => {
        open();
        await end(false);
      },
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await work(tx);
    } catch (error) {
      if (!closed) await end(false);
      throw error;
    }
    if (!closed) await end(true);
    return result;
  }

  /** A tarball of the data folder (PGlite's dumpDataDir), as the in-memory tests start from. */
  async dumpDataDir(compression: 'none' | 'gzip' | 'auto' = 'auto'): Promise<Blob> {
    const { data, type } = await this.#call<{ data: ArrayBuffer; type: string }>({ op: 'dump', compression });
    return new Blob([data], { type });
  }

  /** Closes the database (after the work already asked for) and ends its thread. */
  async close(): Promise<void> {
    if (!this.#failed) await this.#call({ op: 'close' });
    await this.#worker.terminate();
  }
}
