/**
 * The two API instances of the message center benchmark, each a process of its own
 * (instance.ts: the bench's server.ts) on the same database and the same Redis, as two instances
 * of a deployment behind a load balancer. They share the secret that signs stream tickets, so a
 * ticket issued by one opens a stream on the other.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { benchServerEnv, spawnBenchServer, stopServer } from '../api-server.ts';

export const defaultRedisUrl = 'redis://127.0.0.1:6379';

export interface Instance {
  name: string;
  child: ChildProcess;
  pid: number;
  url: string;
  /** A full collection in the instance, then its memory. */
  memory(): Promise<NodeJS.MemoryUsage>;
  stop(): Promise<void>;
}

/** Throws a message that says what to do when Redis does not answer PING within 2 s. */
export async function checkRedis(url: string): Promise<string> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  let cause: unknown = null;
  client.on('error', (err) => (cause ??= err));
  try {
    await client.connect();
    const info = await client.info('server');
    return /redis_version:(\S+)/.exec(info)?.[1] ?? 'unknown';
  } catch (err) {
    // The connection's own error says more than the closed connection's.
    const reason = cause ?? err;
    throw new Error(
      `Redis is not reachable at ${url} (${reason instanceof Error ? reason.message : String(reason)}). ` +
        'The message center benchmark runs two API instances that share live events through Redis: ' +
        'start one (redis-server) or set REDIS_URL, then run it again.',
      { cause: reason },
    );
  } finally {
    client.disconnect();
  }
}

export async function startInstances(options: {
  target: string;
  out: string;
  pool: number;
  redisUrl: string;
  publicKeyPem: string;
}): Promise<[Instance, Instance]> {
  // Both or neither: the secret of the stream tickets is the same on both.
  const secret = randomBytes(32).toString('base64url');
  const started = await Promise.allSettled(
    ['a', 'b'].map((name) => startInstance(name, { ...options, secret })),
  );
  const up = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failed = started.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) {
    await Promise.all(up.map((i) => i.stop()));
    throw failed.reason;
  }
  return up as [Instance, Instance];
}

async function startInstance(
  name: string,
  o: { target: string; out: string; pool: number; redisUrl: string; publicKeyPem: string; secret: string },
): Promise<Instance> {
  const { child, port } = await spawnBenchServer({
    name: `API instance ${name}`,
    script: 'scripts/bench/messages/instance.ts',
    nodeArgs: ['--expose-gc'],
    env: {
      ...benchServerEnv({
        target: o.target,
        pool: o.pool,
        dataDir: join(o.out, `server-data-${name}`),
        publicKeyPem: o.publicKeyPem,
      }),
      REDIS_URL: o.redisUrl,
      STORAGE_SECRET: o.secret,
      // This instance does no renewals while it is measured.
      MEMBERSHIP_SWEEP_SECONDS: '0',
    },
    logFile: join(o.out, `server-${name}.log`),
    ipc: true,
  });
  return {
    name,
    child,
    pid: child.pid!,
    url: `http://127.0.0.1:${port}`,
    memory: () =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`instance ${name} did not report its memory`)),
          30_000,
        );
        const onMessage = (m: unknown) => {
          const memory = (m as { memory?: NodeJS.MemoryUsage }).memory;
          if (!memory) return;
          clearTimeout(timer);
          child.off('message', onMessage);
          resolve(memory);
        };
        child.on('message', onMessage);
        child.send('memory');
      }),
    stop: () => stopServer(child),
  };
}
