import { spawnSync } from 'node:child_process';

/** Builds the web app once, from the current sources, before any journey runs. */
export function setup(): void {
  const build = spawnSync('npm', ['run', 'build', '-w', '@wbn/web'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('web build failed');
}
