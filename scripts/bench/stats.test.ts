import { describe, expect, it } from 'vitest';
import { geometricMean, medianOf, summarise } from './stats.ts';

describe("the benchmark's statistics", () => {
  it('summarises latencies by nearest rank and takes medians of rounds field by field', () => {
    const s = summarise([5, 1, 4, 2, 3, 10, 9, 8, 7, 6], 2, 1);
    expect(s).toMatchObject({ requests: 10, rps: 5, p50: 5, p95: 10, p99: 10, mean: 5.5, failures: 1 });
    const m = medianOf([s, { ...s, p95: 20, failures: 2 }, { ...s, p95: 12 }]);
    expect(m.p95).toBe(12);
    expect(m.failures).toBe(4);
  });

  it('brings ratios together by their geometric mean, leaving out what is not a ratio', () => {
    expect(geometricMean([2, 0.5])).toBeCloseTo(1, 12);
    expect(geometricMean([1.1, 1.1, 1.1])).toBeCloseTo(1.1, 12);
    expect(geometricMean([1.21, 1])).toBeCloseTo(1.1, 12);
    expect(geometricMean([4, NaN, 0, 1])).toBeCloseTo(2, 12);
    expect(geometricMean([])).toBeNaN();
  });
});
