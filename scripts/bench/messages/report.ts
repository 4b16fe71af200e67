/** The message center benchmark's markdown report (run.ts gathers the figures). */
import { describeMachine, type BenchMachine } from '../machine.ts';
import type { HttpRunOptions } from '../options.ts';
import type { Summary } from '../stats.ts';
import type { DeliveryResults } from './delivery.ts';

export interface PlanTiming {
  name: string;
  /** The statement's execution time under EXPLAIN ANALYZE (ms). */
  ms: number;
  /** Its planning time (ms): every request plans its statements anew (no prepared statements). */
  planningMs: number;
}

export interface MessagesResults {
  command: string;
  machine: BenchMachine & {
    database: string;
    redis: string;
    /** 1, 5 and 15 minutes, when the run started. */
    loadAverage: string[];
  };
  options: HttpRunOptions;
  data: {
    threads: number;
    messages: number;
    users: number;
    businesses: number;
    size: string;
    /** Null when an earlier run's data was reused. */
    loadSeconds: number | null;
  };
  inbox: {
    threads: number;
    received: number;
    unread: number;
    depth: number;
    rareMatches: number;
    commonMatches: number;
  };
  longThread: { requestID: string; messages: number; depth: number };
  /** Medians of the rounds, by scenario name (through instance A). */
  http: Record<string, Summary>;
  scenarios: string[];
  plans: PlanTiming[];
  delivery: DeliveryResults;
  checks: string[];
}

const ms = (v: number | undefined) => (v === undefined || Number.isNaN(v) ? '–' : `${v.toFixed(1)} ms`);
const n = (v: number) => v.toLocaleString('en');
const fixed = (v: number) => (Number.isNaN(v) ? '–' : v.toFixed(2));
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** What one open stream costs instance B: the growth over the streams opened, per stream. */
export function perStream(d: DeliveryResults): { rss: number; heapUsed: number; external: number } {
  const count = Math.max(1, d.streams.onB);
  const { before, after } = d.memory;
  return {
    rss: (after.rss - before.rss) / count,
    heapUsed: (after.heapUsed - before.heapUsed) / count,
    external: (after.external - before.external) / count,
  };
}

export function renderMessagesReport(r: MessagesResults): string {
  const d = r.delivery;
  const rows = r.scenarios.map((name) => {
    const s = r.http[name];
    return s
      ? `| ${name} | ${Math.round(s.rps)} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.p99)} | ${s.cpu ? `${(s.cpu.apiUs / 1000).toFixed(2)} ms` : '–'} | ${s.failures} |`
      : `| ${name} | – | – | – | – | – | – |`;
  });
  const latency = (name: string, s: Summary, lost: number | string) =>
    `| ${name} | ${n(s.requests)} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.p99)} | ${ms(s.mean)} | ${lost} |`;
  const per = perStream(d);
  const memRow = (name: string, m: NodeJS.MemoryUsage) =>
    `| ${name} | ${mib(m.rss)} | ${mib(m.heapUsed)} | ${mib(m.external)} |`;
  const cpu = d.cpu;
  const cpuRow = (name: string, seconds: number) =>
    cpu
      ? `| ${name} | ${((seconds / cpu.seconds) * 100).toFixed(0)}% | ${((seconds * 1000) / d.sent).toFixed(2)} ms |`
      : '';
  return [
    `## Message center: inbox pages and live delivery across two instances`,
    '',
    `\`${r.command}\` on ${describeMachine(r.machine)}, ` +
      `${r.machine.database}, Redis ${r.machine.redis}; load average ${r.machine.loadAverage.join(' / ')} when it started.`,
    `Two API instances (A and B), each a process of its own with ${r.options.pool} connections to PostgreSQL, sharing Redis.`,
    '',
    `Data: ${n(r.data.threads)} threads, ${n(r.data.messages)} messages, ${n(r.data.users)} users, ${n(r.data.businesses)} businesses ` +
      `(${r.data.size}${r.data.loadSeconds === null ? ', reused' : `, loaded in ${r.data.loadSeconds} s`}). ` +
      `The busy inbox: ${n(r.inbox.threads)} threads (${n(r.inbox.received)} received, the rest sent), ` +
      `${n(r.inbox.unread)} unread messages; its long thread ${n(r.longThread.messages)} messages.`,
    '',
    `### The inbox through A, as its business's owner`,
    '',
    `${r.options.rounds} rounds of ${r.options.duration} s per scenario at ${r.options.connections} connections (autocannon); medians of the rounds.`,
    '',
    "| scenario | req/s | p50 | p95 | p99 | A's CPU a request | failures |",
    '| --- | --: | --: | --: | --: | --: | --: |',
    ...rows,
    '',
    'Each statement alone, as the repository builds it (EXPLAIN ANALYZE, one run after one to warm):',
    '',
    '| statement | planning | execution |',
    '| --- | --: | --: |',
    ...r.plans.map((p) => `| ${p.name} | ${fixed(p.planningMs)} ms | ${fixed(p.ms)} ms |`),
    '',
    `### Live delivery: sent through A, received on B`,
    '',
    `${n(d.streams.onB)} streams open on B (one per receiver) and ${n(d.streams.onA)} on A (the senders' own), ` +
      `opened in ${d.streams.openSeconds.toFixed(1)} s; ${n(d.sent)} messages posted through A at ${d.rate.asked}/s ` +
      `(${d.rate.achieved.toFixed(1)}/s achieved over ${d.rate.seconds.toFixed(1)} s), each into the thread of one receiver, ` +
      `every receiver's thread in turn.`,
    '',
    '| from the POST start to | messages | p50 | p95 | p99 | mean | lost |',
    '| --- | --: | --: | --: | --: | --: | --: |',
    latency('its answer (POST answered)', d.post, `${d.failed} failed`),
    latency("the `message` event on the receiver's stream on B", d.delivered, d.lost.delivered),
    latency("the receiver's `notification` event on B", d.notified, d.lost.notified),
    latency("the `message` event on the sender's own stream on A", d.echoed, d.lost.echoed),
    '',
    `The event on B came before the POST's answer for ${(d.afterAnswer.firstShare * 100).toFixed(0)}% of the messages ` +
      `(answer → event p50 ${ms(d.afterAnswer.p50)}, p95 ${ms(d.afterAnswer.p95)}). ` +
      `Duplicates ${d.duplicates}, resyncs ${d.resyncs}, streams failed or ended ${d.streams.failed}. ` +
      `This process's event-loop delay while sending: p50 ${ms(d.loopDelay.p50)}, p99 ${ms(d.loopDelay.p99)}, max ${ms(d.loopDelay.max)}.`,
    '',
    `Memory of instance B (after a full collection):`,
    '',
    '| B | RSS | heap used | external |',
    '| --- | --: | --: | --: |',
    memRow('before the streams', d.memory.before),
    memRow(`${n(d.streams.onB)} streams open`, d.memory.after),
    memRow(`after the ${n(d.sent)} messages`, d.memory.afterSending),
    `| **per open stream** | **${kib(per.rss)}** | **${kib(per.heapUsed)}** | ${kib(per.external)} |`,
    ...(cpu
      ? [
          '',
          `CPU while sending (${cpu.seconds.toFixed(1)} s, the answers and events included):`,
          '',
          '| process | share of one core | per message |',
          '| --- | --: | --: |',
          cpuRow('instance A (the POSTs)', cpu.a),
          cpuRow('instance B (the streams)', cpu.b),
          cpuRow('PostgreSQL (every process on the machine)', cpu.database),
          cpuRow('Redis', cpu.redis),
          cpuRow('the benchmark (senders and readers)', cpu.bench),
        ]
      : []),
    ...(r.checks.length ? ['', `Checked: ${r.checks.join('; ')}.`] : []),
  ].join('\n');
}
