import { configDefaults, defineConfig } from 'vitest/config';

// Unit and API tests. The global setup starts one embedded PostgreSQL for the run; every API test
// file opens its own fresh database on it (see @wbn/db/testing). When TEST_DATABASE_URL is set
// (CI's PostgreSQL 15, the oldest supported), the database tests run on that server instead, once:
// twice took a 2-core machine past the half hour CI may take. The embedded server's own tests
// (and the faults test, which starts its own) stay on the embedded one.
const include = [
  'packages/*/src/**/*.test.ts',
  'packages/*/test/**/*.test.ts',
  'apps/*/src/**/*.test.{ts,tsx}',
  'apps/web/build/**/*.test.ts',
  'apps/*/test/**/*.test.ts',
  'scripts/**/*.test.ts',
];
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
/** The tests that touch the database. */
const databaseTests = ['apps/{api,auth}/{src,test}/**/*.test.ts', 'packages/db/**/*.test.ts'];
/** Database tests about the embedded server itself, or that start a server of their own. */
const embeddedOnly = ['packages/db/test/embedded.test.ts', 'apps/api/test/database-faults.test.ts'];

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
        test: {
          name: 'embedded',
          include,
          exclude: [...configDefaults.exclude, ...(withPostgres ? databaseTests : [])],
          env: { TEST_DB_KIND: 'embedded' },
        },
      },
      ...(withPostgres
        ? [
            {
              extends: true as const,
              test: { name: 'embedded-server', include: embeddedOnly, env: { TEST_DB_KIND: 'embedded' } },
            },
            {
              extends: true as const,
              test: {
                name: 'postgres',
                include: databaseTests,
                exclude: [...configDefaults.exclude, ...embeddedOnly],
                env: { TEST_DB_KIND: 'postgres' },
              },
            },
          ]
        : []),
    ],
  },
});
