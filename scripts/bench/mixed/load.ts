/**
 * Drives the mixed workload with autocannon: one keep-alive connection per owner, each going round
 * its own cycle (mix.ts). Reads are turned into bytes once; writes are rebuilt for every send with
 * a fresh revision, and the delete goes to the product the same cycle's create answered with.
 * Latencies are kept per answer, overall and by kind, for p50 and p95; answers that are not 2xx
 * are counted by step and status, and never enter the latencies or the throughput.
 */
import autocannon, { type AutocannonRequest } from 'autocannon';
import { summarise, type Summary } from '../stats.ts';
import type { MixStep } from './mix.ts';

type Context = Record<string, unknown>;
/**
 * autocannon calls a request's onResponse (not in scripts/bench/autocannon.d.ts) with each
 * answer, synchronously just before it emits that answer's 'response' event.
 */
export type MixedRequest = AutocannonRequest & {
  onResponse: (status: number, body: string, context: Context) => void;
};

export interface MixedRun {
  all: Summary;
  read: Summary;
  write: Summary;
  /** By step ("product create", "product edit", …): the 2xx answers' latencies, failures counted. */
  steps: Record<string, Summary>;
  /** Answers that were not 2xx, by "step status", e.g. "product create 409". */
  non2xx: Record<string, number>;
  /** Connection errors and timeouts (no answer at all). */
  socketErrors: number;
  /** A few failed answers, for the reader of the raw figures. */
  samples: string[];
}

/** A product id that exists nowhere: the delete's target when its create failed (a 404 to count). */
const noProduct = '00000000-0000-4000-8000-000000000000';

export async function runMix(baseUrl: string, cycles: MixStep[][], duration: number): Promise<MixedRun> {
  const latencies = { all: [] as number[], read: [] as number[], write: [] as number[] };
  const byStep = new Map<string, number[]>();
  const non2xx: Record<string, number> = {};
  const samples: string[] = [];
  // Which step the answer being reported belongs to: set by onResponse, read by 'response'.
  let answered: MixStep | undefined;
  const note = (step: MixStep) => (status: number, body: string, context: Context) => {
    answered = step;
    if (step.name === 'product create') context.created = status === 200 ? productIdOf(body) : undefined;
    if (status >= 200 && status < 300) return;
    const key = `${step.name} ${status}`;
    non2xx[key] = (non2xx[key] ?? 0) + 1;
    if (samples.length < 5) samples.push(`${key}: ${body.slice(0, 300)}`);
  };
  const lists = cycles.map((cycle) => cycle.map((step) => toRequest(step, note(step))));
  let clients = 0;
  const instance = autocannon({
    url: baseUrl,
    connections: cycles.length,
    duration,
    timeout: 10,
    requests: lists[0]!,
    setupClient: (client) => client.setRequests(lists[clients++ % lists.length]!),
  });
  instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    if (status < 200 || status >= 300 || !answered) return;
    latencies.all.push(ms);
    latencies[answered.kind].push(ms);
    const step = byStep.get(answered.name) ?? [];
    step.push(ms);
    byStep.set(answered.name, step);
  });
  const result = await instance;
  const seconds = result.duration || duration;
  const failed = (kind?: MixStep['kind']) =>
    Object.entries(non2xx)
      .filter(([key]) => !kind || kindOfKey(cycles, key) === kind)
      .reduce((sum, [, n]) => sum + n, 0);
  const socketErrors = result.errors + result.timeouts;
  return {
    all: summarise(latencies.all, seconds, failed() + socketErrors),
    read: summarise(latencies.read, seconds, failed('read')),
    write: summarise(latencies.write, seconds, failed('write')),
    steps: Object.fromEntries(
      [...new Set(cycles.flat().map((step) => step.name))].map((name) => [
        name,
        summarise(
          byStep.get(name) ?? [],
          seconds,
          Object.entries(non2xx)
            .filter(([key]) => key.startsWith(`${name} `))
            .reduce((sum, [, n]) => sum + n, 0),
        ),
      ]),
    ),
    non2xx,
    socketErrors,
    samples,
  };
}

/** The autocannon request of one step (exported for its unit test). */
export function toRequest(step: MixStep, onResponse: MixedRequest['onResponse']): MixedRequest {
  const headers: Record<string, string> = step.token ? { 'wbn-auth': step.token } : {};
  const hasBody = step.body !== undefined || step.revise !== undefined;
  if (hasBody) headers['content-type'] = 'application/json';
  const request: MixedRequest = { method: step.method, path: step.path ?? '/', headers, onResponse };
  if (step.body !== undefined) request.body = JSON.stringify(step.body);
  const { revise } = step;
  if (revise || step.path === null) {
    // Each connection's requests are its own objects, so this counter is the connection's.
    let rev = 0;
    request.setupRequest = (req, context) => ({
      ...req,
      ...(revise ? { body: JSON.stringify(revise(++rev)) } : {}),
      ...(step.path === null ? { path: `/api/product/${createdOf(context) ?? noProduct}` } : {}),
    });
  }
  return request;
}

function createdOf(context: Context): string | undefined {
  return typeof context.created === 'string' ? context.created : undefined;
}

function productIdOf(body: string): string | undefined {
  try {
    const id = (JSON.parse(body) as { data?: { productID?: unknown } }).data?.productID;
    return typeof id === 'string' ? id : undefined;
  } catch {
    return undefined;
  }
}

function kindOfKey(cycles: MixStep[][], key: string): MixStep['kind'] | undefined {
  return cycles.flat().find((s) => key.startsWith(`${s.name} `))?.kind;
}
