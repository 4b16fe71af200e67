/**
 * `npm start` refusing to start, as a user sees it: one line that says what and what to do, exit
 * code 1, no stack trace and no PostgreSQL left behind; and a SIGTERM that ends with code 0
 * while keep-alive clients hold connections and a request is still arriving.
 */
import http from 'node:http';
import net from 'node:net';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { startTemporaryPostgres, type EmbeddedPostgres } from '@wbn/db';
import { api, signUp } from './test-support/product-api.ts';
import {
  cleanupProducts,
  freePort,
  freePorts,
  makeTempDir,
  postgresPidOf,
  sleep,
  spawnProduct,
  startProduct,
  type ProductProcess,
} from './test-support/product-process.ts';

/** Each test starts the product at least once, and a first start creates its cluster. */
const timeout = 120_000;

let temporary: EmbeddedPostgres | undefined;
afterAll(async () => {
  await temporary?.stop();
  await cleanupProducts();
});

const dataDirIn = (prefix: string) => join(makeTempDir(prefix), 'data');

/**
 * Where the embedded database keeps its programs and files, said at every start when the checkout
 * lies under a folder PostgreSQL's user cannot enter (a clone under /root, as CI may make): notes,
 * not part of what a failed start says.
 */
const relocationNote = /^The embedded database (keeps its files in|runs PostgreSQL from) /;
const saidLines = (output: string) =>
  output
    .trim()
    .split('\n')
    .filter((l) => !relocationNote.test(l));

/** A start that must fail: its exit code, how long it took, and its output as lines. */
async function failedStart(options: Parameters<typeof spawnProduct>[0]) {
  const started = Date.now();
  const proc = await spawnProduct(options);
  const status = await Promise.race([proc.exited, sleep(30_000).then(() => 'still running')]);
  return { proc, status, ms: Date.now() - started, lines: saidLines(proc.output()) };
}

/** What the user must see: exactly one line, matching, and no trace of a stack. */
function expectOneLine(lines: string[], ...patterns: RegExp[]) {
  expect(lines, lines.join('\n')).toHaveLength(1);
  for (const p of patterns) expect(lines[0]).toMatch(p);
  expect(lines[0]).not.toMatch(/\n\s+at |Error:|node:internal/);
}

describe('npm start refuses', () => {
  test(
    'a second start on a DATA_DIR in use, and the first keeps serving',
    async () => {
      const dataDir = dataDirIn('wbn-lock-');
      const first = await startProduct({ dataDir });
      const second = await failedStart({ dataDir });
      expect(second.status).toBe(1);
      expectOneLine(
        second.lines,
        new RegExp(`data folder .*${dataDir}.* is in use by another WBN server \\(process ${first.pid}\\)`),
        /give this copy its own DATA_DIR/,
      );
      expect((await api(first, 'GET', '/health')).status).toBe(200);
      expect(first.exitStatus()).toBeNull();
      expect(await first.stop()).toBe(0);
      expect(postgresPidOf(dataDir)).toBeUndefined();
      expect(existsSync(`${dataDir}/pg.lock`), 'the lock is released').toBe(false);
    },
    timeout,
  );

  test(
    'a production start on the built-in test payment provider: one line saying what to set',
    async () => {
      const dataDir = dataDirIn('wbn-payments-');
      const run = await failedStart({
        dataDir,
        env: { NODE_ENV: 'production', PAYMENT_PROVIDER: undefined },
      });
      expect(run.status).toBe(1);
      expectOneLine(
        run.lines,
        /^Invalid configuration: PAYMENT_PROVIDER: the built-in test provider takes no money/,
        /set PAYMENT_PROVIDER=stripe with STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET/,
      );
      expect(existsSync(join(dataDir, 'pg')), 'no database was started').toBe(false);
    },
    timeout,
  );

  test(
    'a DATABASE_URL whose server does not answer: one line naming it (redacted)',
    async () => {
      const port = await freePort(); // bound, then released: nothing listens there
      const url = `postgres://postgres:s3cret-pw@127.0.0.1:${port}/x`;
      const run = await failedStart({ dataDir: dataDirIn('wbn-nourl-'), env: { DATABASE_URL: url } });
      expect(run.status).toBe(1);
      expect(run.ms).toBeLessThan(15_000);
      expectOneLine(
        run.lines,
        new RegExp(
          `The database at postgres://postgres:\\*\\*\\*@127\\.0\\.0\\.1:${port}/x cannot be reached`,
        ),
        /ECONNREFUSED/,
        /Start PostgreSQL there .*correct DATABASE_URL, or unset it/,
      );
      expect(run.lines[0]).not.toContain('s3cret-pw');
    },
    timeout,
  );

  test(
    'a DATABASE_URL naming a database the server does not have',
    async () => {
      temporary = await startTemporaryPostgres(() => {});
      const url = temporary.url.replace(/\/wbn$/, '/wbn_not_there');
      const run = await failedStart({ dataDir: dataDirIn('wbn-nodb-'), env: { DATABASE_URL: url } });
      expect(run.status).toBe(1);
      expect(run.ms).toBeLessThan(15_000);
      expectOneLine(
        run.lines,
        new RegExp(
          `The database at postgres://wbn:\\*\\*\\*@127\\.0\\.0\\.1:${temporary.port}/wbn_not_there does not exist`,
        ),
        /database "wbn_not_there" does not exist/,
        /create the database/,
      );
      const password = decodeURIComponent(new URL(temporary.url).password);
      expect(run.lines[0]).not.toContain(password);
    },
    timeout,
  );

  test(
    'a cluster made by another major version: the version line, once, nothing left running',
    async () => {
      const dataDir = dataDirIn('wbn-version-');
      const first = await startProduct({ dataDir });
      expect(await first.stop()).toBe(0);
      writeFileSync(join(dataDir, 'pg', 'PG_VERSION'), '17\n');
      for (let attempt = 0; attempt < 2; attempt++) {
        const run = await failedStart({ dataDir });
        expect(run.status).toBe(1);
        expectOneLine(
          run.lines,
          /was made by PostgreSQL 17, and this version of WBN runs PostgreSQL 18/,
          /pg_dump/,
        );
        // Exited for good: no server child restarting it, no PostgreSQL and no lock left behind.
        await sleep(500);
        expect(postgresPidOf(dataDir)).toBeUndefined();
        expect(existsSync(`${dataDir}/pg.lock`)).toBe(false);
        expect(saidLines(run.proc.output())).toHaveLength(1);
      }
    },
    timeout,
  );

  test(
    'a port in use: one line naming it, and the embedded database stopped again',
    async () => {
      const dataDir = dataDirIn('wbn-port-');
      const blocker = net.createServer();
      await new Promise<void>((r) => blocker.listen(0, '0.0.0.0', r));
      const port = (blocker.address() as net.AddressInfo).port;
      try {
        const run = await failedStart({ dataDir, ports: { port, authPort: await freePort() } });
        expect(run.status).toBe(1);
        // The first start's own progress lines come before it.
        const last = run.lines.filter((l) => !/^(Creating the embedded|Reference data)/.test(l));
        expectOneLine(last, new RegExp(`Port ${port} .*is in use`), /set PORT/);
        expect(postgresPidOf(dataDir)).toBeUndefined();
        expect(existsSync(`${dataDir}/pg.lock`)).toBe(false);
      } finally {
        blocker.close();
      }
    },
    timeout,
  );
});

test(
  'SIGTERM with idle keep-alive connections and a request still arriving exits 0',
  async () => {
    const dataDir = dataDirIn('wbn-term-');
    const proc = await startProduct({ dataDir });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
    const replies = await Promise.all(Array.from({ length: 4 }, () => get(proc, agent, '/api/health')));
    expect(replies).toEqual([200, 200, 200, 200]);
    const idle = Object.values(agent.freeSockets).flat();
    expect(idle.length).toBeGreaterThan(1);
    const idleClosed = Promise.all(idle.map((s) => new Promise((r) => s?.once('close', r))));

    // A search whose body arrives in two halves, SIGTERM in between: it must still be answered.
    const body = JSON.stringify({ textQuery: 'robot arm', size: 5 });
    const slow = http.request(`${proc.baseUrl}/api/search/business`, {
      method: 'POST',
      agent: new http.Agent({ keepAlive: false }),
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    const slowReply = new Promise<number>((resolve, reject) => {
      slow.on('response', (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      slow.on('error', reject);
    });
    slow.write(body.slice(0, 10));
    await sleep(300);
    const termAt = Date.now();
    proc.kill('SIGTERM');
    await sleep(1_000);
    slow.end(body.slice(10));

    expect(await slowReply).toBe(200);
    const status = await Promise.race([proc.exited, sleep(8_000).then(() => 'still running')]);
    const exitMs = Date.now() - termAt;
    await idleClosed; // the server closed the idle keep-alive sockets itself
    agent.destroy();
    console.info(`start-lock: exit ${status} ${exitMs} ms after SIGTERM (one request finished after it)`);
    expect(status, proc.output()).toBe(0);
    expect(exitMs).toBeLessThan(5_000);
    expect(postgresPidOf(dataDir)).toBeUndefined();
  },
  timeout,
);

function get(proc: ProductProcess, agent: http.Agent, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(`${proc.baseUrl}${path}`, { agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

test(
  'SIGTERM under keep-alive load: every request answered, no reset, exit 0, every acknowledged write kept',
  async () => {
    const dataDir = dataDirIn('wbn-drain-');
    const ports = await freePorts();
    const proc = await startProduct({ dataDir, ports });
    const user = await signUp(proc);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
    const acknowledged: string[] = [];
    const failures: string[] = [];
    let refused = 0;
    let stopped = false;

    /** One client: posts one after another on kept-alive connections until the server is gone. */
    async function client(n: number): Promise<void> {
      for (let i = 0; !stopped; i++) {
        const body = JSON.stringify({
          content: `Load ${n}-${i}`,
          timelineID: user.userID,
          timelineType: 'user',
        });
        const outcome = await post(proc, agent, '/api/social/posts/make-post', body, user.token);
        if (outcome.kind === 'answered' && outcome.status === 200) acknowledged.push(outcome.postID);
        else if (outcome.kind === 'refused') {
          refused++;
          return; // the server no longer listens: nothing was sent, nothing lost
        } else failures.push(outcome.kind === 'answered' ? `status ${outcome.status}` : outcome.error);
      }
    }
    const clients = Array.from({ length: 8 }, (_, n) => client(n));
    await sleep(1_500);
    const before = acknowledged.length;
    const termAt = Date.now();
    proc.kill('SIGTERM');
    const status = await Promise.race([proc.exited, sleep(20_000).then(() => 'still running')]);
    const exitMs = Date.now() - termAt;
    stopped = true;
    await Promise.all(clients);
    agent.destroy();
    console.info(
      `start-lock: ${acknowledged.length} posts acknowledged (${acknowledged.length - before} after SIGTERM), ` +
        `${refused} clients refused after the close, exit ${status} ${exitMs} ms after SIGTERM`,
    );
    expect(status, proc.output()).toBe(0);
    expect(failures).toEqual([]);
    expect(acknowledged.length - before).toBeGreaterThan(0);

    // Every acknowledged post is there after a restart. Read one by one: a fast machine acknowledges
    // more posts than a timeline serves deep.
    const again = await startProduct({ dataDir, ports });
    const missing: string[] = [];
    for (let i = 0; i < acknowledged.length; i += 20) {
      const batch = acknowledged.slice(i, i + 20);
      const replies = await Promise.all(batch.map((id) => api(again, 'GET', `/social/posts/${id}`)));
      replies.forEach((reply, k) => {
        if (reply.status !== 200) missing.push(`${batch[k]}: ${reply.status}`);
      });
    }
    expect(missing).toEqual([]);
    expect(await again.stop()).toBe(0);
  },
  timeout,
);

type PostOutcome =
  | { kind: 'answered'; status: number; postID: string }
  | { kind: 'refused' }
  | { kind: 'failed'; error: string };

/** One POST on the agent; a connection refused (the server stopped listening) is told apart. */
function post(proc: ProductProcess, agent: http.Agent, path: string, body: string, token: string) {
  return new Promise<PostOutcome>((resolve) => {
    const req = http.request(`${proc.baseUrl}${path}`, {
      method: 'POST',
      agent,
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        'wbn-auth': token,
      },
    });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        let postID = '';
        try {
          postID = (JSON.parse(text) as { data?: { postID?: string } }).data?.postID ?? '';
        } catch {
          /* not JSON: counted by its status */
        }
        resolve({ kind: 'answered', status: res.statusCode ?? 0, postID });
      });
    });
    req.on('error', (err: NodeJS.ErrnoException) =>
      resolve(
        err.code === 'ECONNREFUSED'
          ? { kind: 'refused' }
          : { kind: 'failed', error: `${err.code}: ${err.message}` },
      ),
    );
    req.end(body);
  });
}
