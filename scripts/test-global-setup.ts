import { cleanupTestTemplates, prepareTestTemplates } from '@wbn/db/testing';

/**
 * Starts the run's embedded PostgreSQL and builds the migrated, seeded template databases once;
 * each test file copies one.
 */
export async function setup(): Promise<void> {
  await prepareTestTemplates(process.env.TEST_DATABASE_URL);
}

export async function teardown(): Promise<void> {
  await cleanupTestTemplates(process.env.TEST_DATABASE_URL);
}
