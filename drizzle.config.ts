import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema files and committed; the app applies them on start.
export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './lib/db/schema.ts',
    './lib/db/supplier-schema.ts',
    './lib/db/board-schema.ts',
    './lib/db/file-schema.ts',
  ],
  out: './drizzle',
});
