/**
 * One HTTP measurement with autocannon: `connections` keep-alive connections for `duration`
 * seconds, each going round the list of requests from its own starting point (so eight
 * connections do not send the same query at once). Latencies are collected per response to report
 * p95, which autocannon's own summary lacks.
 */
import autocannon, { type AutocannonRequest } from 'autocannon';
import { perRequest, startCpuCount } from './cpu.ts';
import { push, type Rounds } from './rounds.ts';
import { summarise, type Summary } from './stats.ts';

export interface HttpRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** Sent as they are (an Authorization header, say). */
  headers?: Record<string, string>;
}

export async function measureHttp(
  baseUrl: string,
  requests: HttpRequest[],
  options: { connections: number; duration: number; apiPid?: number | undefined },
): Promise<Summary> {
  if (requests.length === 0) throw new Error('measureHttp needs requests');
  const prepared = requests.map((r): AutocannonRequest => ({
    method: r.method,
    path: r.path,
    headers: {
      ...(r.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...r.headers,
    } as Record<string, string>,
    ...(r.body === undefined ? {} : { body: JSON.stringify(r.body) }),
  }));
  let clients = 0;
  const latencies: number[] = [];
  let failures = 0;
  const stopCpu = startCpuCount(options.apiPid);
  const instance = autocannon({
    url: baseUrl,
    connections: options.connections,
    duration: options.duration,
    timeout: 10,
    requests: prepared,
    // A fixed list is turned into bytes once per client; a setupRequest callback would rebuild
    // the request on every call, on the core the API under test also runs on.
    setupClient: (client) => client.setRequests(startingAt(prepared, clients++, options.connections)),
  });
  instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    if (status >= 200 && status < 300) latencies.push(ms);
    else failures++;
  });
  const result = await instance;
  const cpu = stopCpu();
  const summary = summarise(
    latencies,
    result.duration || options.duration,
    failures + result.errors + result.timeouts,
  );
  return { ...summary, cpu: cpu ? (perRequest(cpu, summary.requests) ?? undefined) : undefined };
}

/**
 * The list as client `k` of `of` goes round it: started `k / of` of the way along, so that at
 * any moment the clients are on different requests (when there are at least as many requests).
 */
export function startingAt<T extends object>(list: readonly T[], k: number, of: number): T[] {
  const start = Math.floor((k * list.length) / of) % Math.max(1, list.length);
  return [...list.slice(start), ...list.slice(0, start)].map((r) => ({ ...r }));
}

/** Sends one request and returns its status and JSON body (for checks before measuring). */
export async function probe(baseUrl: string, r: HttpRequest): Promise<{ status: number; json: unknown }> {
  const res = await fetch(baseUrl + r.path, {
    method: r.method,
    headers: { ...(r.body === undefined ? {} : { 'content-type': 'application/json' }), ...r.headers },
    ...(r.body === undefined ? {} : { body: JSON.stringify(r.body) }),
  });
  const text = await res.text();
  try {
    return { status: res.status, json: JSON.parse(text) };
  } catch {
    return { status: res.status, json: text };
  }
}

/** What the HTTP rounds measure: a scenario's requests, the server they go to and its process. */
export interface HttpScenario {
  name: string;
  requests: HttpRequest[];
  url: string;
  /** The server's process, for what a request costs it in CPU (cpu.ts). */
  pid?: number | undefined;
}

/** Each scenario's first request, once: every one must answer 200 before it is timed. */
export async function expectScenariosAnswer(scenarios: readonly HttpScenario[]): Promise<void> {
  for (const s of scenarios) {
    const { status, json } = await probe(s.url, s.requests[0]!);
    if (status !== 200) throw new Error(`${s.name}: ${status} ${JSON.stringify(json).slice(0, 300)}`);
  }
}

/**
 * Every scenario once for `warmDuration` seconds (not counted), then `rounds` rounds of every
 * scenario in turn for `duration` seconds each: the figures of each round by scenario name.
 */
export async function measureRounds(
  scenarios: readonly HttpScenario[],
  o: {
    rounds: number;
    connections: number;
    duration: number;
    warmDuration: number;
    log: (line: string) => void;
  },
): Promise<Rounds> {
  for (const s of scenarios)
    await measureHttp(s.url, s.requests, { connections: o.connections, duration: o.warmDuration });
  const rounds: Rounds = new Map();
  for (let r = 1; r <= o.rounds; r++) {
    o.log(`Round ${r} of ${o.rounds}…`);
    for (const s of scenarios)
      push(
        rounds,
        s.name,
        await measureHttp(s.url, s.requests, {
          connections: o.connections,
          duration: o.duration,
          apiPid: s.pid,
        }),
      );
  }
  return rounds;
}
