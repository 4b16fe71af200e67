/**
 * Live delivery across two instances: every receiver's stream open on instance B (memory of B
 * before and after), every sender's on A, then messages posted through A at a fixed rate (open
 * loop: each at its time, whatever the answers before it do) into threads whose receivers listen
 * on B. For each message: when its POST started, when it was answered, when its `message` event
 * reached the receiver's stream on B, when the receiver's `notification` did, and when the
 * sender's own stream on A heard it. All in this process, on one clock.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { pidsNamed, postgresPids } from '../cores.ts';
import { processTicks, ticksBetween, ticksByPid } from '../cpu.ts';
import { summarise, type Summary } from '../stats.ts';
import type { Instance } from './instances.ts';
import type { DeliveryPair } from './load.ts';
import { openSse, type SseEvent, type SseStream } from './sse.ts';

export interface DeliveryOptions {
  a: Instance;
  b: Instance;
  pairs: DeliveryPair[];
  /** Access tokens by user id (`wbn-auth`). */
  tokens: Map<string, string>;
  /** Messages a second, and for how long (then as long again uncounted before, to warm up). */
  rate: number;
  seconds: number;
  warmSeconds: number;
  log: (line: string) => void;
}

interface Sent {
  pair: DeliveryPair;
  warm: boolean;
  start: number;
  answered?: number;
  status?: number;
  delivered?: number;
  notified?: number;
  echoed?: number;
}

/** CPU seconds over the measured sending, by party. */
export interface DeliveryCpu {
  seconds: number;
  a: number;
  b: number;
  database: number;
  redis: number;
  bench: number;
}

export interface DeliveryResults {
  streams: {
    onB: number;
    onA: number;
    /** Seconds to open the streams on B (a ticket from A, then the stream), 25 at a time. */
    openSeconds: number;
    /** Streams that did not open with 200, or ended before the end. */
    failed: number;
  };
  /** Instance B (all receivers' streams) before they opened, after, and after the sending. */
  memory: { before: NodeJS.MemoryUsage; after: NodeJS.MemoryUsage; afterSending: NodeJS.MemoryUsage };
  rate: { asked: number; achieved: number; seconds: number };
  sent: number;
  /** POSTs not answered 200 (errors included). */
  failed: number;
  /** POST start → its answer. */
  post: Summary;
  /** POST start → the `message` event on the receiver's stream on B. */
  delivered: Summary;
  /** POST answer → the event on B (negative: the event came first), and how often it came first. */
  afterAnswer: { p50: number; p95: number; firstShare: number };
  /** POST start → the receiver's `notification` event on B. */
  notified: Summary;
  /** POST start → the `message` event on the sender's own stream on A. */
  echoed: Summary;
  lost: { delivered: number; notified: number; echoed: number };
  duplicates: number;
  resyncs: number;
  /** This process's event-loop delay while sending (ms): what its own timings may carry. */
  loopDelay: { p50: number; p99: number; max: number };
  cpu: DeliveryCpu | null;
}

const agent = new Agent({ keepAlive: true, maxSockets: 256 });

function post(
  url: string,
  path: string,
  token: string,
  body: unknown,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve) => {
    const payload = body === undefined ? '' : JSON.stringify(body);
    const req = request(
      url + path,
      {
        method: 'POST',
        agent,
        headers: {
          'wbn-auth': token,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          'content-length': Buffer.byteLength(payload),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        res.on('error', () => resolve({ status: 0, text }));
      },
    );
    req.on('error', (err) => resolve({ status: 0, text: err.message }));
    req.end(payload);
  });
}

/** A ticket from instance `via` for the user, then their stream on `on`. */
async function openUserStream(
  via: Instance,
  on: Instance,
  token: string,
  onEvent: (e: SseEvent, at: number) => void,
): Promise<SseStream> {
  const res = await post(via.url, '/api/events/ticket', token, undefined);
  if (res.status !== 200) throw new Error(`ticket: ${res.status} ${res.text.slice(0, 200)}`);
  const { ticket } = (JSON.parse(res.text) as { data: { ticket: string } }).data;
  const stream = await openSse(`${on.url}/api/events?ticket=${encodeURIComponent(ticket)}`, onEvent);
  if (stream.status !== 200) throw new Error(`stream: ${stream.status}`);
  return stream;
}

async function inParallel<T>(items: T[], parallel: number, job: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(parallel, items.length) }, async () => {
      while (next < items.length) await job(items[next++]!);
    }),
  );
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** CPU seconds of A, B, every PostgreSQL and Redis process and this one, from /proc (Linux). */
function startCpu(a: Instance, b: Instance): () => DeliveryCpu | null {
  if (!existsSync('/proc/self/stat')) return () => null;
  const between = (x: Map<number, number>, y: Map<number, number>) => ticksBetween(x, y) / 100;
  const t0 = performance.now();
  const before = {
    a: processTicks(a.pid),
    b: processTicks(b.pid),
    database: ticksByPid(postgresPids()),
    redis: ticksByPid(pidsNamed('redis-server')),
    bench: process.cpuUsage(),
  };
  return () => {
    const bench = process.cpuUsage(before.bench);
    return {
      seconds: (performance.now() - t0) / 1000,
      a: (processTicks(a.pid) - before.a) / 100,
      b: (processTicks(b.pid) - before.b) / 100,
      database: between(before.database, ticksByPid(postgresPids())),
      redis: between(before.redis, ticksByPid(pidsNamed('redis-server'))),
      bench: (bench.user + bench.system) / 1e6,
    };
  };
}

export async function measureDelivery(o: DeliveryOptions): Promise<DeliveryResults> {
  const { a, b, pairs, tokens, log } = o;
  const token = (user: string) => {
    const t = tokens.get(user);
    if (!t) throw new Error(`no token for ${user}`);
    return t;
  };
  const sent = new Map<string, Sent>();
  /** Messages of each thread in the order sent, for the notifications (which name the thread). */
  const byThread = new Map<string, Sent[]>();
  let duplicates = 0;
  let resyncs = 0;

  const onReceiver = (e: SseEvent, at: number) => {
    if (e.event === 'message') {
      const { message } = JSON.parse(e.data) as { message: { clientID: string | null } };
      const s = message.clientID ? sent.get(message.clientID) : undefined;
      if (!s) return;
      if (s.delivered === undefined) s.delivered = at;
      else duplicates++;
    } else if (e.event === 'notification') {
      const { notification } = JSON.parse(e.data) as { notification: { kind: string; link: string } };
      if (notification.kind !== 'message') return;
      // The link opens the thread: /business/<inbox>/requests/<thread>.
      const thread = /\/requests\/([0-9a-f-]{36})/.exec(notification.link)?.[1];
      const s = thread
        ? byThread.get(thread)?.find((x) => x.notified === undefined && x.start <= at)
        : undefined;
      if (s) s.notified = at;
    } else if (e.event === 'resync') resyncs++;
  };
  const onSender = (e: SseEvent, at: number) => {
    if (e.event !== 'message') return;
    const { message } = JSON.parse(e.data) as { message: { clientID: string | null } };
    const s = message.clientID ? sent.get(message.clientID) : undefined;
    if (s && s.echoed === undefined) s.echoed = at;
  };

  // ---- B's memory around the receivers' streams ------------------------------------------------
  const receivers = [...new Set(pairs.map((p) => p.receiver))];
  const senders = [...new Set(pairs.map((p) => p.sender))];
  // B warmed first: a few streams opened and closed, so the code paths are compiled.
  const warm: SseStream[] = [];
  await inParallel(receivers.slice(0, 10), 5, async (u) => {
    warm.push(await openUserStream(a, b, token(u), () => {}));
  });
  await sleep(300);
  for (const s of warm) s.close();
  await sleep(1_000);
  const before = await b.memory();
  const streams: SseStream[] = [];
  let failed = 0;
  const opening = performance.now();
  await inParallel(receivers, 25, async (u) => {
    try {
      streams.push(await openUserStream(a, b, token(u), onReceiver));
    } catch (err) {
      failed++;
      if (failed <= 3) log(`  a stream did not open: ${err instanceof Error ? err.message : String(err)}`);
    }
  });
  const openSeconds = (performance.now() - opening) / 1000;
  await sleep(1_000);
  const after = await b.memory();
  log(
    `  ${streams.length} streams open on B in ${openSeconds.toFixed(1)} s; B's RSS ` +
      `${mib(before.rss)} → ${mib(after.rss)} MiB, heap used ${mib(before.heapUsed)} → ${mib(after.heapUsed)} MiB.`,
  );
  const senderStreams: SseStream[] = [];
  await inParallel(senders, 25, async (u) => {
    try {
      senderStreams.push(await openUserStream(a, a, token(u), onSender));
    } catch {
      failed++;
    }
  });

  // ---- sending through A -----------------------------------------------------------------------
  const interval = 1000 / o.rate;
  const send = (i: number, isWarm: boolean) => {
    const pair = pairs[i % pairs.length]!;
    const clientID = randomUUID();
    const s: Sent = { pair, warm: isWarm, start: performance.now() };
    sent.set(clientID, s);
    const list = byThread.get(pair.requestID) ?? [];
    list.push(s);
    byThread.set(pair.requestID, list);
    void post(
      a.url,
      `/api/business/request/${pair.requestID}/send-message?bid=${pair.sender}`,
      token(pair.sender),
      {
        content: `Bench message ${i}: could you confirm the delivery date?`,
        clientID,
      },
    ).then(({ status }) => {
      s.answered = performance.now();
      s.status = status;
    });
  };
  /** Sends `count` messages from number `first` on, each at its time; resolves after the last. */
  const paced = (first: number, count: number, isWarm: boolean) =>
    new Promise<number>((resolve) => {
      const t0 = performance.now();
      let i = 0;
      const tick = () => {
        while (i < count && t0 + i * interval <= performance.now()) send(first + i++, isWarm);
        if (i >= count) resolve((performance.now() - t0) / 1000);
        else setTimeout(tick, Math.max(0, t0 + i * interval - performance.now()));
      };
      tick();
    });
  const warmCount = Math.round(o.rate * o.warmSeconds);
  const count = Math.round(o.rate * o.seconds);
  log(`  warming up: ${warmCount} messages at ${o.rate}/s…`);
  await paced(0, warmCount, true);
  await sleep(2_000);

  log(`  sending ${count} messages at ${o.rate}/s through A…`);
  const resolution = 5;
  const loop = monitorEventLoopDelay({ resolution });
  loop.enable();
  const stopCpu = startCpu(a, b);
  const spent = await paced(warmCount, count, false);
  const measured = [...sent.values()].filter((s) => !s.warm);
  const settled = () =>
    measured.every(
      (s) =>
        s.answered !== undefined &&
        (s.status !== 200 ||
          (s.delivered !== undefined && s.notified !== undefined && s.echoed !== undefined)),
    );
  const deadline = performance.now() + 10_000;
  while (!settled() && performance.now() < deadline) await sleep(50);
  const cpu = stopCpu();
  loop.disable();
  const afterSending = await b.memory();
  failed += streams.filter((s) => s.ended).length + senderStreams.filter((s) => s.ended).length;
  for (const s of [...streams, ...senderStreams]) s.close();

  const ok = measured.filter((s) => s.status === 200);
  const ms = (list: number[]) => summarise(list, spent, 0);
  const deliveredList = ok.filter((s) => s.delivered !== undefined);
  const afterAnswer = deliveredList
    .filter((s) => s.answered !== undefined)
    .map((s) => s.delivered! - s.answered!)
    .sort((x, y) => x - y);
  return {
    streams: { onB: streams.length, onA: senderStreams.length, openSeconds, failed },
    memory: { before, after, afterSending },
    rate: { asked: o.rate, achieved: measured.length / spent, seconds: spent },
    sent: measured.length,
    failed: measured.length - ok.length,
    post: summarise(
      measured.filter((s) => s.answered !== undefined).map((s) => s.answered! - s.start),
      spent,
      measured.length - ok.length,
    ),
    delivered: ms(deliveredList.map((s) => s.delivered! - s.start)),
    afterAnswer: {
      p50: afterAnswer[Math.floor(afterAnswer.length / 2)] ?? NaN,
      p95: afterAnswer[Math.min(afterAnswer.length - 1, Math.ceil(afterAnswer.length * 0.95) - 1)] ?? NaN,
      firstShare: afterAnswer.length ? afterAnswer.filter((d) => d < 0).length / afterAnswer.length : NaN,
    },
    notified: ms(ok.filter((s) => s.notified !== undefined).map((s) => s.notified! - s.start)),
    echoed: ms(ok.filter((s) => s.echoed !== undefined).map((s) => s.echoed! - s.start)),
    lost: {
      delivered: ok.filter((s) => s.delivered === undefined).length,
      notified: ok.filter((s) => s.notified === undefined).length,
      echoed: ok.filter((s) => s.echoed === undefined).length,
    },
    duplicates,
    resyncs,
    // The histogram holds the timer's own interval too.
    loopDelay: {
      p50: Math.max(0, loop.percentile(50) / 1e6 - resolution),
      p99: Math.max(0, loop.percentile(99) / 1e6 - resolution),
      max: Math.max(0, loop.max / 1e6 - resolution),
    },
    cpu,
  };
}

export const mib = (bytes: number) => (bytes / 2 ** 20).toFixed(1);
