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
    // A whole journey on a busy 2-core machine (several pages, uploads, a second user) runs past
    // a minute; the longest ones (axe over /industries, the content pages) set their own.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // What a browser on a cold, busy 2-core machine needs (a first build, a cold server): the one
    // wait of every expect.poll, so no test carries a number of its own (lint holds to that).
    expect: { poll: { timeout: 20_000, interval: 100 } },
  },
});
