/** How much the generator makes: the demo directory's and the benchmark's sizes and product skew. */
import type { ProductDistribution } from '../types.ts';

/** Sizes of the embedded demo directory and of the benchmark data set. */
export const demoSizes = { users: 200, businesses: 300 } as const;
export const benchmarkSizes = { users: 100_000, businesses: 100_000, products: 1_000_000 } as const;

/** Many businesses with a handful of products, a few with full showcases (≈ 1,900 at demo size). */
export const demoDistribution: ProductDistribution = { shape: 1.3, zeroShare: 0.04 };
/**
 * Fuller showcases so that 100k businesses reach the benchmark's 1M products, cut at exactly 1M
 * (agencies, investors and most consultancies list none; the others make up for them).
 */
export const benchmarkDistribution: ProductDistribution = {
  shape: 0.4,
  zeroShare: 0.02,
  maxTotal: benchmarkSizes.products,
};
