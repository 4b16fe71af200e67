import { defineConfig } from 'drizzle-kit';

// Only used to *generate* SQL migrations from the schema; they are applied from code on start and
// in tests (src/migrate.ts), on whichever server the configuration names.
export default defineConfig({
  dialect: 'postgresql',
  schema: './packages/db/src/schema/index.ts',
  out: './packages/db/migrations',
});
