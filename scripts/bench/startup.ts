/**
 * `npm run bench -- --startup`: how long `npm start` takes to answer /api/health 200 (and the
 * sign-on service's /health) on the embedded database: the first start on an empty DATA_DIR
 * (cluster created, migrations, reference data and the demo directory), then later starts on the
 * same folder. The web app is taken prebuilt, so its build is not counted.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanupProducts, freePorts, makeTempDir, spawnProduct } from '../test-support/product-process.ts';

export interface StartupResult {
  firstMs: number;
  laterMs: number[];
}

export async function measureStartup(options: { later: number; out: string }): Promise<StartupResult> {
  const dataDir = makeTempDir('wbn-startup-');
  const ports = await freePorts();
  try {
    // Milliseconds from spawning `node scripts/start.ts` to both health checks answering 200.
    const timedStart = async () => {
      const product = await spawnProduct({ dataDir, ports, env: { DEMO_DATA: 'on' } });
      const ms = await product.waitHealthy(180_000);
      await product.stop();
      return ms;
    };
    const firstMs = await timedStart();
    const laterMs: number[] = [];
    for (let i = 0; i < options.later; i++) laterMs.push(await timedStart());
    const result = { firstMs, laterMs };
    writeFileSync(join(options.out, 'startup.json'), JSON.stringify(result, null, 2));
    return result;
  } finally {
    await cleanupProducts();
  }
}

export function renderStartup(r: StartupResult): string {
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const sorted = [...r.laterMs].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  return [
    '| start | to health 200 |',
    '| --- | --: |',
    `| first (cluster, migrations, reference data, demo directory) | ${s(r.firstMs)} |`,
    `| later, median of ${sorted.length} | ${s(median)} |`,
    `| later, slowest | ${s(sorted.at(-1) ?? 0)} |`,
  ].join('\n');
}
