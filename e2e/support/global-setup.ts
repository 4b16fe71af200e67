import { spawnSync } from 'node:child_process';
import { e2eWebDist } from './paths.ts';

/**
 * Builds the web app once, from the current sources, into a folder of the test run's own, so
 * that a developer's `npm start` (which may rebuild apps/web/dist) never swaps the assets under a
 * running journey.
 */
export function setup(): void {
  const build = spawnSync('npx', ['vite', 'build', '--outDir', e2eWebDist, '--emptyOutDir'], {
    cwd: 'apps/web',
    stdio: 'inherit',
    // Vitest sets NODE_ENV=test, which would give a development React: test what users get.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) throw new Error('web build failed');
}
