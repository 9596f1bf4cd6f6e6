import { defineConfig } from 'drizzle-kit';

// Migrations are generated from lib/db/schema.ts and committed; the app applies them on start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/db/schema.ts',
  out: './drizzle',
});
