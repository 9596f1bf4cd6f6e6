// Lists and exports the enquiries visitors sent (study, job applications, business, contact).
//
//   npm run enquiries -- [--since 2026-01-01] [--format csv|json] [--attachments DIR]
//
// Opens the database through the server's own code (lib/db): PostgreSQL when DATABASE_URL is
// set, otherwise the embedded database in DATA_DIR (default ./data), which one process at a time
// may hold, so stop the server first. CSV goes to standard output; --attachments DIR also writes
// each stored CV into DIR. Run by tsx with the react-server condition (see package.json).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { csvRow } from '../lib/csv.mjs';

const usage =
  'Usage: npm run enquiries -- [--since YYYY-MM-DD] [--format csv|json] [--attachments DIR]';

function fail(message: string): never {
  console.error(`enquiries: ${message}`);
  process.exit(1);
}

function readOptions() {
  try {
    return parseArgs({
      options: {
        since: { type: 'string' },
        format: { type: 'string', default: 'csv' },
        attachments: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values;
  } catch (error) {
    return fail(`${(error as Error).message}\n${usage}`);
  }
}

const options = readOptions();
if (options.help) {
  console.log(usage);
  process.exit(0);
}
if (!['csv', 'json'].includes(options.format)) fail(`--format must be csv or json\n${usage}`);
if (options.since && !/^\d{4}-\d{2}-\d{2}$/.test(options.since)) {
  fail(`--since must be a date written as YYYY-MM-DD\n${usage}`);
}
const since = new Date(`${options.since ?? '1970-01-01'}T00:00:00Z`);
if (Number.isNaN(since.getTime())) fail(`--since must be a real date\n${usage}`);

// Standard output carries the export: the server's log would mix into it.
process.env.LOG_LEVEL = 'silent';
const { env } = await import('@/lib/env');
const { closeDatabase } = await import('@/lib/db/client');
const { DataFolderInUse } = await import('@/lib/db/lock');
const { listEnquiries } = await import('@/lib/db/queries/enquiries');

const { DATABASE_URL, DATA_DIR } = env();
if (!DATABASE_URL && !existsSync(path.join(path.resolve(DATA_DIR), 'pglite'))) {
  fail(`no database in ${path.resolve(DATA_DIR)} yet (set DATA_DIR or DATABASE_URL)`);
}

const rows = await listEnquiries({ since })
  .catch((error: unknown) =>
    fail(
      error instanceof DataFolderInUse
        ? `${error.message} Stop it first, or run the server with DATABASE_URL and export from there.`
        : (error as Error).message,
    ),
  )
  .finally(() => closeDatabase());

const enquiries = rows.map((row) => {
  const { name, email, phone, message, ...details } = row.payload as Record<string, string>;
  return {
    id: row.id,
    receivedAt: row.createdAt.toISOString(),
    type: row.type,
    name,
    email,
    phone: phone ?? '',
    message: message ?? '',
    details,
    attachment: row.attachmentName
      ? { name: row.attachmentName, type: row.attachmentType, bytes: row.attachment?.length ?? 0 }
      : null,
  };
});

if (options.attachments) {
  mkdirSync(options.attachments, { recursive: true });
  for (const row of rows) {
    if (!row.attachment || !row.attachmentName) continue;
    const file = path.join(
      options.attachments,
      `${row.id.slice(0, 8)}-${path.basename(row.attachmentName)}`,
    );
    writeFileSync(file, row.attachment);
    console.error(`wrote ${file}`);
  }
}

if (options.format === 'json') {
  console.log(JSON.stringify(enquiries, null, 2));
} else {
  const header = ['received_at', 'id', 'type', 'name', 'email', 'phone', 'details', 'message'];
  const lines = enquiries.map((e) =>
    csvRow([
      e.receivedAt,
      e.id,
      e.type,
      e.name,
      e.email,
      e.phone,
      Object.entries(e.details)
        .map(([key, value]) => `${key}=${value}`)
        .join('; '),
      e.message,
      e.attachment ? `${e.attachment.name} (${e.attachment.bytes} bytes)` : '',
    ]),
  );
  process.stdout.write([csvRow([...header, 'attachment']), ...lines].join('\r\n') + '\r\n');
}
console.error(
  `${enquiries.length} enquir${enquiries.length === 1 ? 'y' : 'ies'} since ${since.toISOString().slice(0, 10)}`,
);
