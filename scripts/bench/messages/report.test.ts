import { describe, expect, it } from 'vitest';
import type { Summary } from '../stats.ts';
import type { DeliveryResults } from './delivery.ts';
import { perStream, renderMessagesReport, type MessagesResults } from './report.ts';

const summary = (p50: number, p95: number): Summary => ({
  requests: 3000,
  rps: 100,
  p50,
  p95,
  p99: p95 * 2,
  mean: p50,
  failures: 0,
});
const MiB = 2 ** 20;
const memory = (rss: number, heapUsed: number): NodeJS.MemoryUsage => ({
  rss: rss * MiB,
  heapUsed: heapUsed * MiB,
  heapTotal: 80 * MiB,
  external: 5 * MiB,
  arrayBuffers: MiB,
});

const delivery = (lost: number): DeliveryResults => ({
  streams: { onB: 1000, onA: 100, openSeconds: 3.5, failed: 0 },
  memory: { before: memory(150, 48), after: memory(170, 56), afterSending: memory(175, 56) },
  rate: { asked: 100, achieved: 100, seconds: 30 },
  sent: 3000,
  failed: 0,
  post: summary(11, 23),
  delivered: summary(8, 16),
  afterAnswer: { p50: -3, p95: -1, firstShare: 1 },
  notified: summary(10, 21),
  echoed: summary(8, 16),
  lost: { delivered: lost, notified: 0, echoed: 0 },
  duplicates: 0,
  resyncs: 0,
  loopDelay: { p50: 0.1, p99: 3, max: 7 },
  cpu: { seconds: 30, a: 9, b: 1.5, database: 9, redis: 0.6, bench: 2.7 },
});

const results = (lost = 0): MessagesResults => ({
  command: 'npm run bench -- --messages',
  machine: {
    cpu: 'test',
    cores: 2,
    memoryGiB: 24,
    node: 'v20',
    database: 'PostgreSQL 15',
    redis: '7.0',
    loadAverage: ['1.0', '1.0', '1.0'],
  },
  options: { size: 1, rounds: 3, duration: 5, connections: 8, pool: 2 },
  data: { threads: 11_000, messages: 36_000, users: 5000, businesses: 2500, size: '61 MB', loadSeconds: 5 },
  inbox: { threads: 10_000, received: 8500, unread: 1900, depth: 5000, rareMatches: 1, commonMatches: 1700 },
  longThread: { requestID: 'x', messages: 1000, depth: 500 },
  http: { 'inbox, first page': summary(20, 30) },
  scenarios: ['inbox, first page', 'inboxes with unread counts'],
  plans: [{ name: 'inbox, first page', planningMs: 1.1, ms: 0.7 }],
  delivery: delivery(lost),
  checks: ['checked'],
});

describe('the message center report', () => {
  it('gives what one open stream costs B: the growth over the streams opened, per stream', () => {
    expect(perStream(delivery(0))).toEqual({ rss: 20.48 * 1024, heapUsed: 8.192 * 1024, external: 0 });
    const text = renderMessagesReport(results());
    expect(text).toContain('| **per open stream** | **20.5 KiB** | **8.2 KiB** | 0.0 KiB |');
  });

  it('reports the delivery latencies with what was lost, and a scenario not measured as such', () => {
    const text = renderMessagesReport(results(2));
    expect(text).toContain(
      "| the `message` event on the receiver's stream on B | 3,000 | 8.0 ms | 16.0 ms | 32.0 ms | 8.0 ms | 2 |",
    );
    expect(text).toContain('| inboxes with unread counts | – | – | – | – | – | – |');
    expect(text).toContain('| instance A (the POSTs) | 30% | 3.00 ms |');
  });
});
