// Creates an embedded database folder (PGlite initdb and the committed migrations) and exits.
// `npm run build` runs it to make the template a first start copies (.next/pglite-template);
// a server started without that template runs it as a child process. Either way the memory
// that creating a database takes belongs to a process that ends, not to the server.
//
//   node scripts/create-database.mjs <folder>
import { existsSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

const target = process.argv[2];
if (!target) {
  console.error('usage: node scripts/create-database.mjs <folder>');
  process.exit(2);
}
const folder = resolve(target);
// Built beside the target and renamed into place, so an interrupted run leaves no half folder.
const partial = `${folder}.partial`;
rmSync(partial, { recursive: true, force: true });
const client = await PGlite.create(partial);
await migrate(drizzle(client), { migrationsFolder: join(import.meta.dirname, '..', 'drizzle') });
await client.close();
rmSync(folder, { recursive: true, force: true });
renameSync(partial, folder);
if (!existsSync(join(folder, 'PG_VERSION'))) throw new Error(`${folder} was not created`);
