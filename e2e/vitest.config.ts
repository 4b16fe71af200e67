import { defineConfig } from 'vitest/config';

// Browser journeys: each file starts the real product (built web app, API, auth service) on free
// ports with a throw-away in-memory database, and drives the system's Chromium.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['./e2e/support/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    fileParallelism: true,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
