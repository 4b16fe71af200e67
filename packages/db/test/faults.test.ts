import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { DrizzleQueryError, sql } from 'drizzle-orm';
import pg from 'pg';
import { openPostgres, type PoolOptions } from '../src/client.ts';
import { databaseFaultOf } from '../src/faults.ts';
import { testServerUrl, withDatabase } from '../src/testing.ts';

// databaseFaultOf on the errors the driver really throws, as the routes see them: wrapped by
// drizzle (DrizzleQueryError with the driver's error as `cause`). Only the test server's
// `postgres` database is used, so this runs on either kind of test server.

const servers: Server[] = [];
const sockets = new Set<Socket>();
afterAll(async () => {
  // close() waits for open connections: the held ones go first.
  sockets.forEach((s) => s.destroy());
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
});

async function listening(server: Server): Promise<number> {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return (server.address() as { port: number }).port;
}

/** A local server that treats each connection with `onSocket`; its port. */
function fakeServer(onSocket: (socket: Socket) => void): Promise<number> {
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    onSocket(socket);
  });
  servers.push(server);
  return listening(server);
}

/** A port nothing listens on (just released by us). */
async function closedPort(): Promise<number> {
  const server = createServer();
  const port = await listening(server);
  await new Promise((r) => server.close(r));
  return port;
}

/** What one `select` through drizzle on a fresh pool throws (the pool is closed either way). */
async function errorOf(url: string, options: PoolOptions = {}, statement = sql`SELECT 1`): Promise<unknown> {
  const handle = openPostgres(url, { poolSize: 1, connectTimeoutMs: 1_000, ...options });
  try {
    await handle.db.execute(statement);
  } catch (err) {
    return err;
  } finally {
    await handle.close();
  }
  throw new Error('the statement succeeded');
}

const driverError = (err: unknown) =>
  (err instanceof DrizzleQueryError ? err.cause : err) as Error & { code?: string };

describe('databaseFaultOf', () => {
  it('a closed port: refused (ECONNREFUSED, wrapped by drizzle)', async () => {
    const port = await closedPort();
    const err = await errorOf(`postgres://u:p@127.0.0.1:${port}/x`);
    expect(err).toBeInstanceOf(DrizzleQueryError);
    expect(driverError(err).code).toBe('ECONNREFUSED');
    expect(databaseFaultOf(err)).toBe('refused');
    expect(databaseFaultOf(driverError(err))).toBe('refused');
  });

  it('a server that accepts and never answers: timed out (the connect timeout)', async () => {
    const port = await fakeServer(() => {});
    const started = Date.now();
    const err = await errorOf(`postgres://u:p@127.0.0.1:${port}/x`, { connectTimeoutMs: 300 });
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(driverError(err).message).toMatch(/timeout/i);
    expect(databaseFaultOf(err)).toBe('timed out');
  });

  it('a server that hangs up at once: connection lost', async () => {
    const port = await fakeServer((socket) => socket.destroy());
    const err = await errorOf(`postgres://u:p@127.0.0.1:${port}/x`);
    expect(driverError(err).message).toMatch(/Connection terminated/);
    expect(databaseFaultOf(err)).toBe('connection lost');
  });

  it('a statement past statement_timeout: timed out (57014)', async () => {
    const url = withDatabase(testServerUrl(), 'postgres');
    const err = await errorOf(url, { statementTimeoutMs: 200 }, sql`SELECT pg_sleep(2)`);
    expect(err).toBeInstanceOf(DrizzleQueryError);
    expect(driverError(err).code).toBe('57014');
    expect(databaseFaultOf(err)).toBe('timed out');
  });

  it('a database that does not exist: missing (3D000)', async () => {
    const err = await errorOf(withDatabase(testServerUrl(), 'wbn_no_such_database'));
    expect(driverError(err).code).toBe('3D000');
    expect(databaseFaultOf(err)).toBe('missing');
  });

  it('a connection its server ends: shutting down (57P01)', async () => {
    const client = new pg.Client({ connectionString: withDatabase(testServerUrl(), 'postgres') });
    client.on('error', () => {}); // the end of the connection follows the error
    await client.connect();
    const err = await client.query('SELECT pg_terminate_backend(pg_backend_pid())').catch((e: unknown) => e);
    await client.end().catch(() => {});
    expect((err as { code?: string }).code).toBe('57P01');
    expect(databaseFaultOf(err)).toBe('shutting down');
  });

  it('finds the fault however deep it is wrapped as `cause`, within reason', async () => {
    const inner = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' });
    expect(databaseFaultOf(new Error('outer', { cause: new Error('middle', { cause: inner }) }))).toBe(
      'refused',
    );
    expect(databaseFaultOf(new AggregateError([inner], 'all addresses failed'))).toBe('refused');
    let deep: Error = inner;
    for (let i = 0; i < 10; i++) deep = new Error(`wrap ${i}`, { cause: deep });
    expect(databaseFaultOf(deep)).toBeNull();
  });

  it('is null for our own faults: bad SQL, a division by zero, anything else', async () => {
    const url = withDatabase(testServerUrl(), 'postgres');
    const syntax = await errorOf(url, {}, sql`SELEC 1`);
    expect(driverError(syntax).code).toBe('42601');
    expect(databaseFaultOf(syntax)).toBeNull();
    const division = await errorOf(url, {}, sql`SELECT 1 / 0`);
    expect(driverError(division).code).toBe('22012');
    expect(databaseFaultOf(division)).toBeNull();
    for (const other of [
      new Error('boom'),
      new TypeError('x is undefined'),
      'text',
      undefined,
      null,
      { code: '57014' },
    ]) {
      expect(databaseFaultOf(other)).toBeNull();
    }
  });
});

// A client lent for a transaction is not watched by the pool: without `lend` (client.ts) the end
// of its connection is an 'error' event nobody listens to, an uncaught exception that fails this run.
describe('a pool whose connection fails under a transaction (client.ts, `lend`)', () => {
  it('answers with a database fault, gets the connection back and serves the next query', async () => {
    const handle = openPostgres(withDatabase(testServerUrl(), 'postgres'), { poolSize: 1 });
    try {
      const failed = await handle.db
        .transaction(async (tx) => {
          // The server ends this very connection in the middle of the transaction.
          await tx.execute(sql`SELECT pg_terminate_backend(pg_backend_pid())`);
        })
        .catch((e: unknown) => e);
      expect(databaseFaultOf(failed), String(failed)).not.toBeNull();
      const pool = handle.db.$client;
      expect(pool.totalCount - pool.idleCount, 'connections still lent out').toBe(0);
      const { rows } = await handle.db.execute<{ one: number }>(sql`SELECT 1 AS one`);
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await handle.close();
    }
  });
});
