import { describe, expect, it } from 'vitest';
import type { Summary } from '../stats.ts';
import { overheadRatios, renderOverheadReport, type OverheadResults } from './report.ts';

const summary = (rps: number, apiUs?: number): Summary => ({
  requests: rps * 5,
  rps,
  p50: 0.2,
  p95: 0.5,
  p99: 0.9,
  mean: 0.25,
  failures: 0,
  cpu: apiUs === undefined ? undefined : { apiUs, clientUs: 10, databaseUs: 0, idleShare: 0.1 },
});

const results = (cpu: boolean): OverheadResults => ({
  command: 'npm run bench -- --overhead',
  machine: { cpu: 'test', cores: 2, memoryGiB: 24, node: 'v20' },
  options: { rounds: 3, duration: 5, connections: 8 },
  scenarios: ['bare', 'silent', 'info', 'product'],
  http: {
    bare: summary(40_000, cpu ? 20 : undefined),
    silent: summary(32_000, cpu ? 28 : undefined),
    info: summary(20_000, cpu ? 40 : undefined),
    product: summary(24_000, cpu ? 36 : undefined),
  },
});

describe('the overhead ratios', () => {
  it('are judged on CPU per request when it was measured', () => {
    const [api, logs, cached] = overheadRatios(results(true));
    expect(api).toMatchObject({ cpu: 1.4, value: 1.25, met: true });
    expect(logs!.cpu).toBeCloseTo(40 / 28);
    expect(logs!.met).toBe(false);
    expect(cached!.cpu).toBeCloseTo(28 / 36);
    expect(cached!.met).toBe(true);
  });

  it('fall back to requests per second without CPU figures', () => {
    const [api, logs, cached] = overheadRatios(results(false));
    expect(api).toMatchObject({ cpu: null, value: 1.25, met: true });
    expect(logs).toMatchObject({ value: 1.6, met: false });
    expect(cached).toMatchObject({ value: 0.75, met: true });
  });

  it('reports each scenario and ratio', () => {
    const report = renderOverheadReport(results(true));
    expect(report).toContain('| bare | 40,000 |');
    expect(report).toContain('| 1.40 | 1.25 | ≤ 1.5 | met |');
    expect(report).toContain('missed');
  });
});
