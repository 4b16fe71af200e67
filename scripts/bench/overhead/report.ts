/** The overhead benchmark's report: requests per second and the three ratios with their targets. */
import { describeMachine, type BenchMachine } from '../machine.ts';
import type { Summary } from '../stats.ts';

export interface OverheadResults {
  command: string;
  machine: BenchMachine;
  options: { rounds: number; duration: number; connections: number };
  /** Medians of the rounds, by scenario. */
  http: Record<string, Summary>;
  /** In order: bare route, constant silent, constant info, cached product read. */
  scenarios: string[];
}

export interface OverheadRatio {
  what: string;
  /** From requests per second (what the load generator got through). */
  value: number;
  /** From the server's CPU per request (what each request costs the server), when measured. */
  cpu: number | null;
  target: string;
  met: boolean;
}

/**
 * The issue's ratios: the API against the bare route, the logs' cost, the cached read against the
 * constant route. Judged on CPU per request where it was measured (on a shared machine the load
 * generator caps req/s for every server alike, hiding the difference), else on req/s.
 */
export function overheadRatios(r: OverheadResults): OverheadRatio[] {
  const [bare, silent, info, product] = r.scenarios.map((s) => r.http[s]);
  const rps = (s: typeof bare) => s?.rps ?? NaN;
  const cpu = (s: typeof bare) => s?.cpu?.apiUs ?? NaN;
  const ratios = [
    {
      what: 'constant route, logs silent, against the bare route (how many times Fastify it costs)',
      value: rps(bare) / rps(silent),
      cpu: cpu(silent) / cpu(bare),
      limit: 1.5,
      atMost: true,
    },
    {
      what: 'constant route, logs at info, against logs silent',
      value: rps(silent) / rps(info),
      cpu: cpu(info) / cpu(silent),
      limit: 1.3,
      atMost: true,
    },
    {
      what: 'cached product read against the constant route (throughput)',
      value: rps(product) / rps(silent),
      cpu: cpu(silent) / cpu(product),
      limit: 0.6,
      atMost: false,
    },
  ];
  return ratios.map((x) => {
    const judged = Number.isNaN(x.cpu) ? x.value : x.cpu;
    return {
      what: x.what,
      value: x.value,
      cpu: Number.isNaN(x.cpu) ? null : x.cpu,
      target: `${x.atMost ? '≤' : '≥'} ${x.limit}`,
      met: x.atMost ? judged <= x.limit : judged >= x.limit,
    };
  });
}

export function renderOverheadReport(r: OverheadResults): string {
  const rows = r.scenarios.map((name) => {
    const s = r.http[name];
    const cpu = s?.cpu ? `${Math.round(s.cpu.apiUs)} µs` : '–';
    return s
      ? `| ${name} | ${Math.round(s.rps).toLocaleString('en')} | ${s.p50.toFixed(2)} ms | ${s.p95.toFixed(2)} ms | ${cpu} |`
      : `| ${name} | – | – | – | – |`;
  });
  return [
    "## The API's own cost per request (`--overhead`)",
    '',
    `\`${r.command}\` on ${describeMachine(r.machine)}; ` +
      `${r.options.rounds} rounds of ${r.options.duration} s per scenario at ${r.options.connections} connections, medians.`,
    '',
    '| scenario | req/s | p50 | p95 | server CPU per request |',
    '| --- | --: | --: | --: | --: |',
    ...rows,
    '',
    '| ratio | by server CPU per request | by req/s | target | |',
    '| --- | --: | --: | --: | --- |',
    ...overheadRatios(r).map(
      (x) =>
        `| ${x.what} | ${x.cpu === null ? '–' : x.cpu.toFixed(2)} | ${x.value.toFixed(2)} | ${x.target} | ${x.met ? 'met' : 'missed'} |`,
    ),
  ].join('\n');
}
