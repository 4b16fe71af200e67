import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { NodePgDatabase, NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { startEmbeddedPostgres, startTemporaryPostgres } from './embedded/cluster.ts';
import { databaseFaultOf } from './faults.ts';
import { retryPoolStatements, retryTransientConflicts } from './transient-retry.ts';

export type Schema = typeof schema;
/** The one database type the rest of the code sees: drizzle over a node-postgres pool. */
export type Database = NodePgDatabase<Schema> & { $client: pg.Pool };
/**
 * What runs a query: the database itself or a transaction open on it. Repositories take this, so a
 * service hands them either without a cast.
 */
export type Queryable = PgDatabase<NodePgQueryResultHKT, Schema>;
/** Where the server is: ours under DATA_DIR/pg, ours in a temporary folder, or one given by URL. */
export type DatabaseKind = 'embedded' | 'embedded-temporary' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Ends the pool (and stops the embedded server this handle started, if any). */
  close(): Promise<void>;
}

/** A PostgreSQL server to connect to, started by us when DATABASE_URL does not name one. */
export interface DatabaseServer {
  url: string;
  kind: DatabaseKind;
  /** Stops an embedded server (after every pool on it has ended); nothing for a given URL. */
  stop(): Promise<void>;
}

export interface PoolOptions {
  /** Connections; unset: this machine's cores, at least 2 (`defaultPoolSize`). */
  poolSize?: number;
  /** How long a request waits for a connection before it fails (ms). */
  connectTimeoutMs?: number;
  /** The longest a statement may run (ms); 0: no limit (migrations, bulk loads). */
  statementTimeoutMs?: number;
}

export const defaultConnectTimeoutMs = 3_000;
export const defaultStatementTimeoutMs = 5_000;

/**
 * Unset → the embedded PostgreSQL under `<dataDir>/pg`; `memory://` → a throw-away embedded
 * cluster in a temporary folder; `postgres://` / `postgresql://` → that server.
 */
export async function startDatabaseServer(options: {
  url?: string | undefined;
  dataDir: string;
  log?: (line: string) => void;
}): Promise<DatabaseServer> {
  const url = options.url?.trim();
  if (url && /^postgres(ql)?:\/\//.test(url)) return { url, kind: 'postgres', stop: async () => {} };
  if (url === 'memory://') {
    const server = await startTemporaryPostgres(options.log);
    return { url: server.url, kind: 'embedded-temporary', stop: server.stop };
  }
  if (url) throw new Error(`DATABASE_URL must be unset, memory:// or postgres://…, not "${url}"`);
  const server = await startEmbeddedPostgres({
    dir: resolve(options.dataDir, 'pg'),
    ...(options.log ? { log: options.log } : {}),
  });
  return { url: server.url, kind: 'embedded', stop: server.stop };
}

/** A server (started when needed) and a pool on it; close() ends both in that order. */
export async function openDatabase(
  options: { url?: string | undefined; dataDir: string; log?: (line: string) => void } & PoolOptions,
): Promise<DatabaseHandle> {
  const server = await startDatabaseServer(options);
  const handle = openPostgres(server.url, options);
  return {
    ...handle,
    kind: server.kind,
    async close() {
      await handle.close();
      await server.stop();
    },
  };
}

/**
 * Connections to PostgreSQL when DATABASE_POOL_SIZE is unset: this machine's cores, at least 2.
 * Queries here are short and CPU-bound, so connections beyond the database's cores do not add
 * throughput: they make every running query share a core, and the slow ones stretch the most.
 */
export function defaultPoolSize(): number {
  return Math.max(2, availableParallelism());
}

/**
 * A pool that fails fast when the database is away: a connection not opened within the connect
 * timeout, a statement cut by the server at the statement timeout, and an answer that never
 * comes (a server that hangs, a network that drops packets) abandoned a second after it.
 */
export function openPostgres(url: string, options: PoolOptions = {}): DatabaseHandle {
  const statementTimeout = options.statementTimeoutMs ?? defaultStatementTimeoutMs;
  const connectTimeout = options.connectTimeoutMs ?? defaultConnectTimeoutMs;
  // pg-pool's connectionTimeoutMillis bounds both opening a connection and waiting in the queue
  // for a free one. A burst on a healthy database must queue, not fail: the wait for a free
  // connection may last as long as a busy one can stay busy (a statement and the client's
  // second), then the attempt to open a new one in its place, which keeps the connect timeout
  // and answers first when the database is away.
  class Client extends pg.Client {
    constructor(config?: string | pg.ClientConfig) {
      super({
        ...(typeof config === 'string' ? { connectionString: config } : config),
        connectionTimeoutMillis: connectTimeout,
      });
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    Client,
    max: options.poolSize ?? defaultPoolSize(),
    connectionTimeoutMillis: statementTimeout > 0 ? 2 * connectTimeout + statementTimeout + 1_000 : 0,
    keepAlive: true,
    ...(statementTimeout > 0
      ? { statement_timeout: statementTimeout, query_timeout: statementTimeout + 1_000 }
      : {}),
    // JIT off: our queries are short index lookups, and PostgreSQL's JIT threshold counts the rows
    // a search might scan, not the few it returns; compiling costs tens of milliseconds per query.
    options: '-c jit=off',
  });
  // An idle client that loses its server must not crash the process. Once the pool is closing,
  // the server stopping under it (a start that failed, a shutdown) is expected, not news.
  let closing = false;
  pool.on('error', (err) => {
    if (!closing) console.error('postgres pool error', err.message);
  });
  const connect = pool.connect.bind(pool);
  // Only the promise form lends a client to a caller (drizzle's transactions); pool.query guards its own.
  pool.connect = ((callback?: Parameters<typeof connect>[0]) =>
    callback ? connect(callback) : connect().then(lend)) as typeof pool.connect;
  retryPoolStatements(pool);
  const db = retryTransientConflicts(drizzle(pool, { schema }));
  return {
    db,
    kind: 'postgres',
    close: () => {
      closing = true;
      return pool.end();
    },
  };
}

/**
 * A connection of its own with the pool's settings, outside the pool: for a LISTEN that lasts as
 * long as the process, which must not hold one of the pool's connections for good.
 */
export function dedicatedClient(db: Database): pg.Client {
  const { Client = pg.Client, ...config } = db.$client.options as pg.PoolConfig & {
    Client?: typeof pg.Client;
  };
  return new Client(config);
}

/**
 * A client lent out of the pool is no longer watched by it, and drizzle 0.45's transaction()
 * sends `begin` before its try/finally, so a connection that hangs or drops under a transaction
 * (1) crashes the process: pg emits 'error' on the client with no listener, and (2) when `begin`
 * is what fails, is never released: the pool keeps counting it, and after `poolSize` of them
 * every request waits for a connection until the process restarts. So a lent client goes back by
 * itself, to be discarded, as soon as its connection fails (a statement cut by the server's
 * timeout leaves it usable); the borrower's own release() afterwards does nothing.
 */
function lend(client: pg.PoolClient): pg.PoolClient {
  const release = client.release.bind(client);
  const query = client.query;
  let returned = false;
  const giveBack = (err?: Error | boolean) => {
    if (returned) return;
    returned = true;
    client.off('error', onError);
    client.query = query;
    release(err);
  };
  const onError = (err: Error) => giveBack(err);
  const broken = (err: unknown) =>
    databaseFaultOf(err) !== null && (err as { code?: unknown }).code !== '57014';
  client.on('error', onError);
  client.release = giveBack;
  client.query = ((...args: unknown[]) => {
    const result = (query as (...a: unknown[]) => unknown).apply(client, args);
    if (result instanceof Promise) {
      result.catch((err: unknown) => {
        if (broken(err)) giveBack(err as Error);
      });
    }
    return result;
  }) as typeof client.query;
  return client;
}
