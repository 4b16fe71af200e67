import { defineConfig } from 'drizzle-kit';

// Only used to *generate* SQL migrations from the schema; they are applied from code
// (see src/migrate.ts) because drizzle-kit's own runner cannot load PGlite extensions.
export default defineConfig({
  dialect: 'postgresql',
  schema: './packages/db/src/schema/index.ts',
  out: './packages/db/migrations',
});
