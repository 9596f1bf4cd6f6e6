#!/usr/bin/env node
// Lists and exports the enquiries visitors sent (study, job applications, business, contact).
//
//   npm run enquiries -- [--since 2026-01-01] [--format csv|json] [--attachments DIR]
//
// Reads the same database as the server: PostgreSQL when DATABASE_URL is set, otherwise the
// embedded PGlite database in DATA_DIR (default ./data). An embedded database can be opened by
// one process at a time, so stop the server first (or run it with DATABASE_URL). CSV goes to
// standard output; --attachments DIR also writes each stored CV into DIR.
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { csvRow } from '../lib/csv.mjs';

const usage =
  'Usage: npm run enquiries -- [--since YYYY-MM-DD] [--format csv|json] [--attachments DIR]';

function fail(message) {
  console.error(`enquiries: ${message}`);
  process.exit(1);
}

let options;
try {
  ({ values: options } = parseArgs({
    options: {
      since: { type: 'string' },
      format: { type: 'string', default: 'csv' },
      attachments: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  }));
} catch (error) {
  fail(`${error.message}\n${usage}`);
}
if (options.help) {
  console.log(usage);
  process.exit(0);
}
if (!['csv', 'json'].includes(options.format)) fail(`--format must be csv or json\n${usage}`);
const since = options.since ? new Date(`${options.since}T00:00:00Z`) : new Date(0);
if (
  Number.isNaN(since.getTime()) ||
  (options.since && !/^\d{4}-\d{2}-\d{2}$/.test(options.since))
) {
  fail(`--since must be a date written as YYYY-MM-DD\n${usage}`);
}

const query = `select id, type, payload, attachment_name, attachment_type, attachment, created_at
  from enquiries where created_at >= $1 order by created_at`;

/** Same rule as the server (lib/db/client.ts): one process per embedded data folder. */
function lockDataFolder(dataDir) {
  const lockPath = path.join(dataDir, 'community.lock');
  if (existsSync(lockPath)) {
    const owner = Number(readFileSync(lockPath, 'utf8'));
    let alive = false;
    try {
      process.kill(owner, 0);
      alive = true;
    } catch (error) {
      alive = error.code === 'EPERM';
    }
    if (owner && alive) {
      fail(
        `the embedded database in ${dataDir} is open in process ${owner} (the server?). Stop it first, or run the server with DATABASE_URL and export from there.`,
      );
    }
    rmSync(lockPath, { force: true });
  }
  const fd = openSync(lockPath, 'wx');
  writeSync(fd, String(process.pid));
  closeSync(fd);
  return () => rmSync(lockPath, { force: true });
}

async function readRows() {
  if (process.env.DATABASE_URL) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      return (await client.query(query, [since])).rows;
    } finally {
      await client.end();
    }
  }
  const dataDir = path.resolve(process.env.DATA_DIR || './data');
  if (!existsSync(path.join(dataDir, 'pglite')))
    fail(`no database in ${dataDir} yet (set DATA_DIR or DATABASE_URL)`);
  const release = lockDataFolder(dataDir);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create(path.join(dataDir, 'pglite'));
    try {
      return (await db.query(query, [since])).rows;
    } finally {
      await db.close();
    }
  } finally {
    release();
  }
}

const rows = await readRows().catch((error) =>
  fail(
    /relation "enquiries" does not exist/.test(error.message)
      ? 'the database has no enquiries table yet: start the server once to create it'
      : error.message,
  ),
);

const enquiries = rows.map((row) => {
  const { name, email, phone, message, ...details } = row.payload;
  return {
    id: row.id,
    receivedAt: new Date(row.created_at).toISOString(),
    type: row.type,
    name,
    email,
    phone: phone ?? '',
    message: message ?? '',
    details,
    attachment: row.attachment_name
      ? { name: row.attachment_name, type: row.attachment_type, bytes: row.attachment?.length ?? 0 }
      : null,
  };
});

if (options.attachments) {
  mkdirSync(options.attachments, { recursive: true });
  for (const row of rows) {
    if (!row.attachment) continue;
    const file = path.join(
      options.attachments,
      `${row.id.slice(0, 8)}-${path.basename(row.attachment_name)}`,
    );
    writeFileSync(file, row.attachment);
    console.error(`wrote ${file}`);
  }
}

if (options.format === 'json') {
  console.log(JSON.stringify(enquiries, null, 2));
} else {
  const header = [
    'received_at',
    'id',
    'type',
    'name',
    'email',
    'phone',
    'details',
    'message',
    'attachment',
  ];
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
  process.stdout.write([csvRow(header), ...lines].join('\r\n') + '\r\n');
}
console.error(
  `${enquiries.length} enquir${enquiries.length === 1 ? 'y' : 'ies'} since ${since.toISOString().slice(0, 10)}`,
);
