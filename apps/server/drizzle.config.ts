import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema (`npm run db:generate -w apps/server`) and committed;
// the server applies them at start on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
