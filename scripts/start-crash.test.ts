/**
 * `kill -9` of `npm start`'s Node process while clients write, 12 times on one DATA_DIR. Each
 * kill leaves the embedded PostgreSQL running without its owner (it has a process group of its
 * own), a stale pg.lock and postmaster.pid; the next `npm start` must stop that orphan and come
 * up by itself, and every write that was answered 2xx must still be there.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  api,
  createBusiness,
  productBody,
  signUp,
  updateProfile,
  type User,
} from './test-support/product-api.ts';
import {
  cleanupProducts,
  freePorts,
  makeTempDir,
  postgresPidOf,
  sleep,
  spawnProduct,
  type Ports,
  type ProductProcess,
} from './test-support/product-process.ts';

const trials = 12;
const restartBoundMs = 20_000;
const productCap = 7; // the standard tier's products per business

let dataDir: string;
let ports: Ports;
beforeAll(async () => {
  dataDir = join(makeTempDir('wbn-crash-'), 'data');
  ports = await freePorts();
});
afterAll(cleanupProducts);

/**
 * A record written over and over by one sequential writer: after a crash it must hold the last
 * acknowledged value or one sent after it (a write may commit and lose only its answer).
 */
class Register {
  private candidates: Set<string | null>;
  constructor(initial: string | null) {
    this.candidates = new Set([initial]);
  }
  sending(value: string) {
    this.candidates.add(value);
  }
  acknowledged(value: string) {
    this.candidates = new Set([value]);
  }
  check(what: string, found: string | null) {
    expect([...this.candidates], `${what} after the restart`).toContain(found);
    this.candidates = new Set([found]);
  }
}

let inFlight = 0;
/** Counts the writes on the wire; answers the reply, or undefined when the server went away. */
async function write<T>(send: () => Promise<T>): Promise<T | undefined> {
  inFlight++;
  try {
    return await send();
  } catch {
    return undefined;
  } finally {
    inFlight--;
  }
}

test(`${trials} kill -9 of npm start during writes lose no acknowledged write`, async () => {
  let proc: ProductProcess = await spawnProduct({ dataDir, ports });
  await proc.waitHealthy(90_000); // the first start creates the cluster
  const profilers = [await signUp(proc), await signUp(proc)];
  const makers = [await signUp(proc), await signUp(proc)];
  const editor = await signUp(proc);
  const edited = { businessID: await createBusiness(proc, editor), productID: '' };
  const first = await api(
    proc,
    'POST',
    '/product',
    editor.token,
    productBody({ businessID: edited.businessID }),
  );
  edited.productID = (first.body.data as { productID: string }).productID;

  const cities = profilers.map(() => new Register(null));
  const productName = new Register('Six-axis arm');
  const businesses: string[] = [edited.businessID];
  const products = new Map<string, string>(); // id → name; the edited one is checked by its register
  const restartMs: number[] = [];
  let acknowledged = 0;

  for (let trial = 0; trial < trials; trial++) {
    let stopped = false;
    const profileWriter = async (user: User, register: Register) => {
      for (let i = 0; !stopped; i++) {
        const city = `City ${trial}-${i} ${user.userID.slice(0, 6)}`;
        register.sending(city);
        const reply = await write(() => updateProfile(proc, user, { city }));
        if (!reply) return;
        if (reply.status === 200) {
          register.acknowledged(city);
          acknowledged++;
        }
      }
    };
    // A new business each trial: after a crash its product count is not known for sure.
    const productWriter = async (user: User) => {
      let businessID = '';
      for (let i = 0; !stopped; i++) {
        if (i % productCap === 0) {
          const reply = await write(() =>
            api(proc, 'POST', '/business/profile/create', user.token, bizBody(trial, i)),
          );
          if (!reply) return;
          expect(reply.status, JSON.stringify(reply.body)).toBe(200);
          businessID = (reply.body.data as { data: { businessID: string } }).data.businessID;
          businesses.push(businessID);
          acknowledged++;
        }
        const name = `Part ${trial}-${i} ${user.userID.slice(0, 6)}`;
        const reply = await write(() =>
          api(proc, 'POST', '/product', user.token, productBody({ businessID, name })),
        );
        if (!reply) return;
        expect(reply.status, JSON.stringify(reply.body)).toBe(200);
        products.set((reply.body.data as { productID: string }).productID, name);
        acknowledged++;
      }
    };
    const productEditor = async () => {
      for (let i = 0; !stopped; i++) {
        const name = `Edited arm ${trial}-${i}`;
        productName.sending(name);
        const reply = await write(() =>
          api(proc, 'PUT', `/product/${edited.productID}`, editor.token, productBody({ name })),
        );
        if (!reply) return;
        if (reply.status === 200) {
          productName.acknowledged(name);
          acknowledged++;
        }
      }
    };
    const writers = [
      ...profilers.map((u, k) => profileWriter(u, cities[k]!)),
      ...makers.map((u) => productWriter(u)),
      productEditor(),
    ];

    // A random moment, then the first instant a write is on the wire.
    await sleep(50 + Math.random() * 1_200);
    for (const until = Date.now() + 5_000; inFlight === 0 && Date.now() < until;) await sleep(1);
    proc.kill('SIGKILL');
    stopped = true;
    expect(await proc.exited).toBe('SIGKILL');
    await Promise.all(writers);
    const orphan = postgresPidOf(dataDir);
    expect(orphan, 'the killed process left its PostgreSQL running').toBeDefined();

    proc = await spawnProduct({ dataDir, ports });
    const ms = await proc.waitHealthy(restartBoundMs);
    restartMs.push(ms);
    expect(proc.output()).toContain(`killed WBN process left running (process ${orphan})`);
    expect(postgresPidOf(dataDir)).not.toBe(orphan);

    for (const [k, user] of profilers.entries()) {
      const reply = await api(proc, 'GET', '/user/profile', user.token);
      cities[k]!.check(`the city of profile ${k}`, (reply.body.data as { city: string | null }).city);
    }
    const product = await api(proc, 'GET', `/product/${edited.productID}`);
    productName.check('the edited product', (product.body.data as { name: string }).name);
  }

  // Every business and product acknowledged in any trial, read back after the last restart.
  const missing: string[] = [];
  await inParallel([...products], 8, async ([id, name]) => {
    const reply = await api(proc, 'GET', `/product/${id}`);
    if (reply.status !== 200 || (reply.body.data as { name: string }).name !== name)
      missing.push(`product ${id}`);
  });
  await inParallel(businesses, 8, async (id) => {
    const reply = await api(proc, 'GET', `/business/profile/${id}`);
    if (reply.status !== 200) missing.push(`business ${id}`);
  });
  expect(missing).toEqual([]);
  expect(acknowledged).toBeGreaterThan(trials * 3);

  expect(await proc.stop()).toBe(0);
  expect(postgresPidOf(dataDir), 'a clean stop stops the PostgreSQL too').toBeUndefined();

  const sorted = [...restartMs].sort((a, b) => a - b);
  const median = (sorted[9]! + sorted[10]!) / 2;
  console.info(
    `start-crash: ${trials} restarts after kill -9: median ${median} ms, max ${sorted.at(-1)} ms ` +
      `(${restartMs.join(', ')}); ${acknowledged} writes acknowledged, ${products.size} products ` +
      `in ${businesses.length} businesses checked`,
  );
  expect(sorted.at(-1)).toBeLessThan(restartBoundMs);
}, 240_000);

const bizBody = (trial: number, i: number) => ({
  companyName: `Crash Works ${trial}-${i}`,
  categories: ['i0001.c0001-01'],
  businessType: 'MA',
  country: 'MX',
  shortDescription: 'Robot cells for the crash test: every acknowledged write must survive a kill -9.',
});

async function inParallel<T>(items: T[], width: number, each: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  const lane = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await each(item);
  };
  await Promise.all(Array.from({ length: width }, lane));
}
