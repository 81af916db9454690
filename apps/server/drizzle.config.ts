import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema (`npm run db:generate -w apps/server`) and committed;
// the server applies them at start on PGlite and PostgreSQL alike. Each area keeps its tables
// beside its features, in `*.schema.ts` files (see src/areas.ts); the glob finds them all.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/modules/**/*.schema.ts',
  out: './src/db/migrations',
});
