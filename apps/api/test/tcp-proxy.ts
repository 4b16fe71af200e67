import { createConnection, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy in front of a database, for tests of what the app does when the network or the
 * server misbehaves:
 * - `pass`: bytes flow both ways;
 * - `black-hole`: every connection, open or new, is kept but nothing is forwarded either way (a
 *   hung server, or a firewall that drops packets): the client only ever sees silence;
 * - `refuse`: the listener is closed and every connection destroyed (a stopped server): new
 *   connections get ECONNREFUSED from the kernel.
 * Leaving `black-hole` resets the silent connections (like a firewall that lost its state table),
 * so a pool that still holds one finds out at once instead of after another timeout.
 */
export type ProxyMode = 'pass' | 'black-hole' | 'refuse';

export interface TcpProxy {
  /** Kept across `refuse` and back, so the connection string stays valid. */
  readonly port: number;
  readonly mode: ProxyMode;
  setMode(mode: ProxyMode): Promise<void>;
  close(): Promise<void>;
}

interface Pair {
  client: Socket;
  upstream: Socket | null;
  silent: boolean;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<Pair>();
  let mode: ProxyMode = 'pass';
  let server: Server | null = null;
  let port = 0;

  const drop = (pair: Pair) => {
    pairs.delete(pair);
    pair.client.destroy();
    pair.upstream?.destroy();
  };

  const accept = (client: Socket) => {
    const pair: Pair = { client, upstream: null, silent: mode !== 'pass' };
    pairs.add(pair);
    // Resets from either side are expected here; they end the pair, never the test process.
    client.on('error', () => drop(pair));
    client.on('close', () => drop(pair));
    if (pair.silent) return; // accepted, read and never answered
    const upstream = createConnection(target);
    pair.upstream = upstream;
    upstream.on('error', () => drop(pair));
    upstream.on('close', () => drop(pair));
    client.on('data', (chunk) => {
      if (!pair.silent) upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (!pair.silent) client.write(chunk);
    });
  };

  const listen = (onPort: number) =>
    new Promise<void>((resolve, reject) => {
      const s = createServer(accept);
      s.once('error', reject);
      s.listen(onPort, '127.0.0.1', () => {
        s.off('error', reject);
        server = s;
        const address = s.address();
        port = typeof address === 'object' && address ? address.port : onPort;
        resolve();
      });
    });

  const closeListener = () =>
    new Promise<void>((resolve) => {
      const s = server;
      server = null;
      if (!s) return resolve();
      // close() resolves once the connections, destroyed before, have closed.
      s.close(() => resolve());
    });

  await listen(0);

  return {
    get port() {
      return port;
    },
    get mode() {
      return mode;
    },
    async setMode(next) {
      const wasRefusing = mode === 'refuse';
      mode = next;
      if (next === 'black-hole') for (const pair of pairs) pair.silent = true;
      else for (const pair of [...pairs]) if (pair.silent || next === 'refuse') drop(pair);
      if (next === 'refuse') await closeListener();
      else if (wasRefusing) await listen(port); // the same port: the connection string stays valid
    },
    async close() {
      mode = 'refuse';
      for (const pair of [...pairs]) drop(pair);
      await closeListener();
    },
  };
}
