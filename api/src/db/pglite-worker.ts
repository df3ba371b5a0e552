/**
 * The embedded database's own thread (started by pglite-thread.ts): PGlite runs here, so the
 * seconds of WASM it executes under load never hold up the API's event loop. It takes statements,
 * transactions, a dump and the close as messages, and runs one at a time: a transaction, once
 * begun, has the database to itself until the API thread ends it, as in-process PGlite does.
 * Waiting work takes its turn by each statement text's recent cost and how long it has waited
 * (pglite-turns.ts).
 */
import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, parse, protocol, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import type { Reply, Request, SerializedError, WorkerData } from './pglite-protocol.js';
import { chooseTurn, type Turn } from './pglite-turns.js';

/** Statement texts whose cost is remembered (the ones seen last stay; shapes, not values, repeat). */
const COSTS_KEPT = 2000;

const port = parentPort!;
const { dataDir, snapshot } = workerData as WorkerData;

/** What the API thread asked for, waiting its turn. */
interface Waiting extends Turn {
  request: Request;
}

const waiting: Waiting[] = [];
/** Recent cost in ms of each statement text (an average that follows the last runs). */
const costs = new Map<string, number>();
const transactions = new Map<number, Transaction>();
/** Ends an open transaction: true commits, false rolls back; the id is the end request's. */
const endings = new Map<number, (end: { commit: boolean; id: number }) => void>();
let nextTransaction = 0;
let running = false;
let closed = false;

function reply(message: Reply, transfer: ArrayBuffer[] = []) {
  port.postMessage(message, transfer);
}

/** The error as the API thread rebuilds it: PostgreSQL's fields (code, constraint, …), no functions. */
function serialize(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(error)) {
    if (['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value as string | number | boolean;
  }
  return { name: error.name, message: error.message, stack: error.stack, fields };
}

/** Parsers that keep a type's text as it is (Drizzle reads dates and intervals itself), by type. */
const keepTextParsers = new Map<string, Record<number, (value: string) => string>>();
function parsersKeeping(types: number[] | undefined) {
  if (!types?.length) return undefined;
  const key = types.join(',');
  let parsers = keepTextParsers.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(types.map((type) => [type, (value: string) => value]));
    keepTextParsers.set(key, parsers);
  }
  return parsers;
}

type Runner = Pick<Transaction, 'query' | 'exec'>;

/** Named statements made so far, by text: the name and the types of their parameters. */
const named = new Map<string, { name: string; paramTypes: number[] }>();
/** Texts kept as named statements at most (each holds its plan in the database's memory). */
const NAMED_KEPT = 500;

/**
 * Runs `text` as a named prepared statement, made on its first run: PGlite's own query() parses
 * and plans every statement anew, and for the hot reads planning is most of the work (2.7 ms of
 * the profile's 3.1). From its sixth run PostgreSQL keeps the generic plan when it is no dearer,
 * as it does for the same statements on PostgreSQL (db/rows.ts queryPrepared). The steps are
 * PGlite's query() with a name: parse, describe, bind, describe, execute, sync.
 */
async function namedQuery(database: PGlite, text: string, params: unknown[], options: QueryOptions, inTransaction: boolean): Promise<Results> {
  return database.runExclusive(async () => {
    const messages: Awaited<ReturnType<PGlite['execProtocolStream']>> = [];
    const send = async (message: Uint8Array) => messages.push(...(await database.execProtocolStream(message, { syncToFs: false })));
    try {
      let statement = named.get(text);
      if (!statement) {
        const name = `q${named.size + 1}`;
        await database.execProtocolStream(protocol.serialize.parse({ name, text }), { syncToFs: false });
        const described = await database.execProtocolStream(protocol.serialize.describe({ type: 'S', name }), { syncToFs: false });
        statement = { name, paramTypes: parse.parseDescribeStatementResults(described) };
        named.set(text, statement);
      }
      const { paramTypes } = statement;
      const values = params.map((value, index) => {
        if (value === null || value === undefined) return null;
        const serializer = database.serializers[paramTypes[index]!];
        return serializer ? serializer(value) : String(value);
      });
      await send(protocol.serialize.bind({ statement: statement.name, values }));
      await send(protocol.serialize.describe({ type: 'P' }));
      await send(protocol.serialize.execute({}));
    } finally {
      messages.push(...(await database.execProtocolStream(protocol.serialize.sync(), { syncToFs: false })));
    }
    if (!inTransaction) await database.syncToFs();
    return parse.parseResults(messages, database.parsers, options)[0]!;
  });
}

/** Named statements made inside transactions at most (beside NAMED_KEPT's hot reads). */
const NAMED_IN_TRANSACTIONS_KEPT = 300;
let namedInTransactions = 0;
/** Statements of a transaction with more parameters than this are parsed each time. */
const NAMED_PARAMETERS_AT_MOST = 40;

/**
 * Whether a statement of a transaction runs named: one with parameters (a write or read of the
 * domains, its text the same each time), while there is room. A transaction holds the database
 * while the API thread sends its next statement, so its planning is paid by everyone waiting;
 * statements without parameters (migrations' DDL) are parsed each time, as a plan kept across a
 * change of the schema would fail.
 */
function namedInTransaction(request: Request & { op: 'query' }): boolean {
  // Bulk writes (the seed's inserts of hundreds of rows) vary in text with their size: kept, each
  // would hold a large plan and spend the room the domains' statements need.
  if (request.params.length === 0 || request.params.length > NAMED_PARAMETERS_AT_MOST) return false;
  if (named.has(request.text)) return true;
  if (namedInTransactions >= NAMED_IN_TRANSACTIONS_KEPT) return false;
  namedInTransactions += 1;
  return true;
}

async function statement(on: Runner, request: Request & { op: 'query' | 'exec' }) {
  if (request.op === 'exec') return on.exec(request.text);
  const options = { rowMode: request.rowMode, parsers: parsersKeeping(request.keepText) };
  // Past the number kept, a statement is parsed and planned each time.
  if (request.named && request.tx === undefined && on instanceof PGlite && (named.has(request.text) || named.size - namedInTransactions < NAMED_KEPT)) {
    return namedQuery(on, request.text, request.params, options, false);
  }
  // Inside the open transaction: the same steps (PGlite's query lock is not the transaction's).
  if (request.tx !== undefined && namedInTransaction(request)) return namedQuery(database, request.text, request.params, options, true);
  return on.query(request.text, request.params, options);
}

/** Runs one transaction: answers the begin with its number, then holds the database until its end. */
async function runTransaction(database: PGlite, request: Request & { op: 'begin' }) {
  const number = ++nextTransaction;
  let endId = -1;
  const rollback = new Error('rolled back by the API thread');
  try {
    await database.transaction(async (tx) => {
      transactions.set(number, tx);
      const ended = new Promise<{ commit: boolean; id: number }>((resolve) => endings.set(number, resolve));
      reply({ id: request.id, ok: true, result: number });
      const end = await ended;
      endId = end.id;
      if (!end.commit) throw rollback;
    });
    reply({ id: endId, ok: true, result: null });
  } catch (error) {
    // A begin that failed answers the begin; an end answers the end (a failed commit is an error).
    if (endId === -1) reply({ id: request.id, ok: false, error: serialize(error) });
    else reply(error === rollback ? { id: endId, ok: true, result: null } : { id: endId, ok: false, error: serialize(error) });
  } finally {
    transactions.delete(number);
    endings.delete(number);
  }
}

function remember(text: string, ms: number) {
  const before = costs.get(text);
  if (before === undefined && costs.size >= COSTS_KEPT) costs.clear();
  costs.set(text, before === undefined ? ms : before * 0.8 + ms * 0.2);
}

async function run(database: PGlite, request: Request) {
  const started = performance.now();
  try {
    if (request.op === 'begin') {
      await runTransaction(database, request);
      return;
    }
    if (request.op === 'query' || request.op === 'exec') {
      const result = await statement(database, request);
      reply({ id: request.id, ok: true, result });
      remember(request.text, performance.now() - started);
      return;
    }
    if (request.op === 'dump') {
      const dump = await database.dumpDataDir(request.compression);
      const data = await dump.arrayBuffer();
      reply({ id: request.id, ok: true, result: { data, type: dump.type } }, [data]);
      return;
    }
    if (request.op === 'close') {
      closed = true;
      await database.close();
      reply({ id: request.id, ok: true, result: null });
      port.close();
    }
  } catch (error) {
    reply({ id: request.id, ok: false, error: serialize(error) });
  }
}

/** The next work to run (pglite-turns.ts); transactions' begins cost least: writes hold what others wait for. */
let lastWasOverdue = false;
function next(): Waiting {
  const { index, overdue } = chooseTurn(waiting, performance.now(), lastWasOverdue);
  lastWasOverdue = overdue;
  return waiting.splice(index, 1)[0]!;
}

function costOf(request: Request): number {
  if (request.op === 'begin') return -1;
  if (request.op === 'query' || request.op === 'exec') return costs.get(request.text) ?? 0;
  return Number.MAX_SAFE_INTEGER; // dump, close: after what is already waiting
}

function schedule(database: PGlite) {
  if (running || waiting.length === 0) return;
  running = true;
  // The messages already sent get into line before the choice is made.
  setImmediate(async () => {
    const chosen = next();
    await run(database, chosen.request);
    running = false;
    schedule(database);
  });
}

function threadId(): number | null {
  try {
    return Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
  } catch {
    return null;
  }
}

let database: PGlite;
try {
  database = dataDir ? new PGlite(dataDir) : new PGlite({ loadDataDir: snapshot ? new Blob([snapshot]) : undefined });
  await database.waitReady;
} catch (error) {
  reply({ id: 0, ok: false, error: serialize(error) });
  throw error;
}
reply({ id: 0, ok: true, result: { threadId: threadId() } });

port.on('message', (request: Request) => {
  if (closed) {
    reply({ id: request.id, ok: false, error: { name: 'Error', message: 'The database is closed', fields: {} } });
    return;
  }
  if (request.op === 'end') {
    endings.get(request.tx)?.({ commit: request.commit, id: request.id });
    return;
  }
  if ((request.op === 'query' || request.op === 'exec') && request.tx !== undefined) {
    // Inside an open transaction: it holds the database, so its statements run as they come.
    const tx = transactions.get(request.tx);
    if (!tx) {
      reply({ id: request.id, ok: false, error: { name: 'Error', message: 'Transaction is closed', fields: {} } });
      return;
    }
    statement(tx, request).then(
      (result) => reply({ id: request.id, ok: true, result }),
      (error) => reply({ id: request.id, ok: false, error: serialize(error) }),
    );
    return;
  }
  waiting.push({ request, since: performance.now(), cost: costOf(request) });
  schedule(database);
});
