/**
 * Builds the web app from the current sources into a folder of the caller's own, as users get it
 * (a production React), so that a developer's `npm start`, which may rebuild apps/web/dist, never
 * swaps the assets under a running browser test or lab measure.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from './product-process.ts';

export function buildWebApp(outDir: string, options: { quiet?: boolean } = {}): void {
  const build = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: join(repoRoot, 'apps/web'),
    stdio: options.quiet ? 'pipe' : 'inherit',
    encoding: 'utf8',
    // Vitest sets NODE_ENV=test, which would give a development React: build what users get.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0)
    throw new Error(`web build failed${options.quiet ? `:\n${build.stdout}\n${build.stderr}` : ''}`);
}
