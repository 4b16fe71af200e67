import type { CpuPerRequest } from './cpu.ts';

/** Latency figures of one measurement, and medians over rounds. */
export interface Summary {
  requests: number;
  /** Requests per second over the measurement. */
  rps: number;
  /** Milliseconds. */
  p50: number;
  p95: number;
  p99: number;
  mean: number;
  /** Answers that were not 2xx, plus connection errors and timeouts. */
  failures: number;
  /** What a request cost each party in CPU (cpu.ts), where /proc tells. */
  cpu?: CpuPerRequest | undefined;
}

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

export function summarise(latencies: number[], seconds: number, failures: number): Summary {
  const sorted = Float64Array.from(latencies).sort();
  const list = Array.from(sorted);
  const sum = list.reduce((s, v) => s + v, 0);
  return {
    requests: list.length,
    rps: list.length / seconds,
    p50: percentile(list, 50),
    p95: percentile(list, 95),
    p99: percentile(list, 99),
    mean: list.length ? sum / list.length : NaN,
    failures,
  };
}

const median = (values: number[]) => {
  const s = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/** Field by field median of several rounds' summaries (failures are summed). */
export function medianOf(rounds: Summary[]): Summary {
  return {
    requests: median(rounds.map((r) => r.requests)),
    rps: median(rounds.map((r) => r.rps)),
    p50: median(rounds.map((r) => r.p50)),
    p95: median(rounds.map((r) => r.p95)),
    p99: median(rounds.map((r) => r.p99)),
    mean: median(rounds.map((r) => r.mean)),
    failures: rounds.reduce((s, r) => s + r.failures, 0),
    cpu: medianCpu(rounds.map((r) => r.cpu).filter((c): c is CpuPerRequest => c !== undefined)),
  };
}

function medianCpu(rounds: CpuPerRequest[]): CpuPerRequest | undefined {
  if (rounds.length === 0) return undefined;
  return {
    apiUs: median(rounds.map((c) => c.apiUs)),
    clientUs: median(rounds.map((c) => c.clientUs)),
    databaseUs: median(rounds.map((c) => c.databaseUs)),
    idleShare: median(rounds.map((c) => c.idleShare)),
  };
}

/**
 * Geometric mean of ratios: the factor that, applied to every one, gives the same product. What
 * several searches' API/SQL ratios come to together; unlike the worst of them, it is not set by
 * the one group whose p95 scattered furthest in this run.
 */
export function geometricMean(ratios: number[]): number {
  const finite = ratios.filter((r) => Number.isFinite(r) && r > 0);
  if (finite.length === 0) return NaN;
  return Math.exp(finite.reduce((s, r) => s + Math.log(r), 0) / finite.length);
}
