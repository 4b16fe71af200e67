// Type-checks every workspace with its own tsconfig (the web app has DOM types, the servers have Node's).
import { spawnSync } from 'node:child_process';

const projects = ['packages/contracts', 'packages/db', 'apps/auth', 'apps/api', 'apps/web', '.'];
let failed = false;
for (const project of projects) {
  const result = spawnSync('npx', ['tsc', '--noEmit', '-p', project], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`typecheck failed in ${project}`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
