import { configDefaults, defineConfig } from 'vitest/config';

// Unit and API tests. The global setup starts one embedded PostgreSQL for the run; every API test
// file opens its own fresh database on it (see @wbn/db/testing) and, when TEST_DATABASE_URL is set
// (CI's PostgreSQL 15, the oldest supported), again on that server.
const include = [
  'packages/*/src/**/*.test.ts',
  'packages/*/test/**/*.test.ts',
  'apps/*/src/**/*.test.{ts,tsx}',
  'apps/web/build/**/*.test.ts',
  'apps/*/test/**/*.test.ts',
  'scripts/**/*.test.ts',
];
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    globalSetup: ['./scripts/test-global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true as const,
        test: { name: 'embedded', include, env: { TEST_DB_KIND: 'embedded' } },
      },
      ...(withPostgres
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                // Only tests that touch the database need the second run.
                include: ['apps/{api,auth}/{src,test}/**/*.test.ts', 'packages/db/**/*.test.ts'],
                exclude: [...configDefaults.exclude],
                env: { TEST_DB_KIND: 'postgres' },
              },
            },
          ]
        : []),
    ],
  },
});
