// `npm test`: everything, in the order that fails fastest. Prints one closing line
// "tests: N passed, N failed" that counts every unit, API and browser test.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

mkdirSync('.tmp', { recursive: true });
// The checks that read the code: the type check on one core, lint then format on the other.
const checks = [
  [{ name: 'typecheck', cmd: ['node', 'scripts/typecheck.mjs'] }],
  [
    { name: 'lint', cmd: ['npx', 'eslint', '.', '--max-warnings', '0'] },
    { name: 'format', cmd: ['npx', 'prettier', '--check', '.', '--log-level', 'warn'] },
  ],
];
const steps = [
  {
    name: 'unit and API tests',
    report: '.tmp/unit-report.json',
    cmd: [
      'npx',
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=.tmp/unit-report.json',
    ],
  },
  {
    name: 'browser tests',
    report: '.tmp/e2e-report.json',
    cmd: [
      'npx',
      'vitest',
      'run',
      '--config',
      'e2e/vitest.config.ts',
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=.tmp/e2e-report.json',
    ],
  },
];

let passed = 0;
let failed = 0;
const failedSteps = [];

/** Runs one check with its output held, then prints it whole (two run at once). */
function runHeld(step) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(step.cmd[0], step.cmd.slice(1), { stdio: ['ignore', 'pipe', 'pipe'] });
    const out = [];
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => out.push(d));
    child.on('close', (code) => {
      console.info(`\n=== ${step.name} ===`);
      process.stdout.write(Buffer.concat(out));
      console.info(
        `=== ${step.name}: ${code === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      if (code !== 0) failedSteps.push(step.name);
      resolve();
    });
  });
}
await Promise.all(
  checks.map(async (line) => {
    for (const step of line) await runHeld(step);
  }),
);

for (const step of steps) {
  console.info(`\n=== ${step.name} ===`);
  if (step.report) rmSync(step.report, { force: true });
  const started = Date.now();
  const result = spawnSync(step.cmd[0], step.cmd.slice(1), { stdio: 'inherit' });
  console.info(
    `=== ${step.name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (step.report && existsSync(step.report)) {
    const report = JSON.parse(readFileSync(step.report, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  }
  if (result.status !== 0) failedSteps.push(step.name);
}

if (failedSteps.length) console.error(`\nFailed: ${failedSteps.join(', ')}`);
console.info(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
