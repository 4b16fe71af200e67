import { cleanupTestTemplates, prepareTestTemplates } from '@wbn/db/testing';

/** Builds the migrated, seeded database templates once per run; each test file copies one. */
export async function setup(): Promise<void> {
  await prepareTestTemplates(process.env.TEST_DATABASE_URL);
}

export async function teardown(): Promise<void> {
  await cleanupTestTemplates(process.env.TEST_DATABASE_URL);
}
