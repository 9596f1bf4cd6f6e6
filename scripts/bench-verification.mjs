// `npm run bench:verification`: the supplier review queue with 10,000 companies and 100,000
// documents, on the embedded database and (run under scripts/with-postgres.sh, which provides
// DATABASE_URL) on PostgreSQL. Needs a build (`npm run build`). Seeds the rows with SQL, then
// reports the median server time of the queue's first page, its filters and one company's review
// page, the server's peak memory meanwhile, and the longest /api/health answer while they run;
// then a member uploads a 10 MiB PDF through the document form, and the longest health answer
// during the upload says how long it held other requests. See BENCHMARKS.md.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { memberCookie, signUpMember } from './bench/member.mjs';
import { readPageForm } from './bench/page-form.mjs';
import { freePorts, stopAll, stopAllOnExit } from './bench/processes.mjs';
import { startNext } from './bench/servers.mjs';
import { groupRssMb, watched } from './bench/watched.mjs';
import { paddedPdf } from './bench/slow-pdfs.mjs';
import { median } from './bench/stats.mjs';

const COMPANIES = 10_000;
const DOCUMENTS_EACH = 10;
const RUNS = Number(process.env.RUNS ?? 20);
const databaseUrl = process.env.DATABASE_URL ?? '';
const engine = databaseUrl ? 'PostgreSQL' : 'PGlite';
const cwd = resolve(import.meta.dirname, '..');
const workDir = mkdtempSync(join(tmpdir(), 'deltacrest-verification-'));
const dataDir = join(workDir, 'data');
const logFile = join(workDir, 'server.log');
const say = (line) => process.stderr.write(`[bench:verification ${engine}] ${line}\n`);
stopAllOnExit(async () => {
  // What the server said, when the run ends early.
  const exit = await Promise.race([server?.exited, new Promise((r) => setTimeout(r, 200))]);
  if (exit) say(`the server exited: ${JSON.stringify(exit)}`);
  try {
    say(
      `the server's log ends:\n${readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n')}`,
    );
  } catch {
    // No log yet.
  }
  rmSync(workDir, { recursive: true, force: true });
});

const documentTypes = [
  'cac-certificate',
  'tax-clearance',
  'insurance',
  'hse-certificate',
  'ncdmb-certificate',
  'nuprc-permit',
  'itf-compliance',
  'nsitf-compliance',
  'pencom-compliance',
  'host-community-attestation',
];
const token = randomBytes(32).toString('base64url');

/** The rows, in SQL both engines run: companies in every state, ten documents each. */
const seed = [
  `insert into companies (registered_name, country_code, registration_number, tax_number,
     registered_address, trades, areas, supplier_class, responsible_name, responsible_role,
     responsible_email, responsible_phone, state, submitted_at, waiting_since, created_at)
   select 'Bench Company ' || n, 'NG', 'RC ' || (1000000 + n), '12345678-0001',
     n || ' Aba Road, Port Harcourt',
     array[(array['pipeline-services','mechanical-construction','haulage','marine-services'])[1 + n % 4]],
     array['NG-RI'], (array['general','host-community','foreign','special'])[1 + n % 4],
     'Person ' || n, 'Director', 'person' || n || '@example.com', '+2348031234567',
     (array['draft','submitted','action-requested','verified','rejected','lapsed'])[1 + n % 6],
     now() - n * interval '1 minute',
     case when n % 6 = 1 or n % 12 = 3 then now() - n * interval '1 minute' end,
     now() - n * interval '1 minute'
   from generate_series(1, ${COMPANIES}) as n`,
  `insert into supplier_documents (company_id, type, number, issued_on, expires_on, state,
     file_name, file_type, file_bytes, pages, uploaded_at)
   select c.id, (array['${documentTypes.join("','")}'])[k], 'N-' || k, current_date - 300,
     current_date + ((k * 37 + length(c.registration_number) * 11 +
       (substr(c.registration_number, 4)::int % 500)) % 420 - 40),
     (array['submitted','accepted','accepted','rejected'])[1 + k % 4],
     'document.pdf', 'application/pdf', 5, 1, now() - k * interval '1 hour'
   from companies c, generate_series(1, ${DOCUMENTS_EACH}) as k`,
  `insert into supplier_uploads (document_id, bytes) select id, 5 from supplier_documents`,
  `insert into supplier_upload_parts (upload_id, part, data) select id, 0, '\\x255044462d'::bytea from supplier_uploads`,
  `insert into staff (email, name, role) values ('bench@deltacrest.example', 'Bench', 'staff')`,
  `insert into staff_sessions (token_hash, staff_id, second_factor_at, expires_at)
   select '${createHash('sha256').update(token).digest('hex')}', id, now(), now() + interval '2 hours'
   from staff where email = 'bench@deltacrest.example'`,
  'analyze',
];

async function seedPglite() {
  // The server made and migrated the folder; it is stopped while the bench writes to it.
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite(join(dataDir, 'pglite'));
  for (const statement of seed) await db.exec(statement);
  await db.close();
}

async function seedPostgres() {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  for (const statement of seed) await client.query(statement);
  await client.end();
}

const [port] = await freePorts(1);
const start = () =>
  startNext({ cwd, port, dataDir, databaseUrl, logFile, readyPath: '/api/health' });
let server = await start();
say(`seeding ${COMPANIES} companies and ${COMPANIES * DOCUMENTS_EACH} documents`);
if (databaseUrl) await seedPostgres();
else {
  await stopAll();
  await seedPglite();
  server = await start();
}
const staff = { cookie: `staff_session=${token}; __Host-staff_session=${token}` };

async function timed(path, expect) {
  const times = [];
  for (let run = 0; run < RUNS + 3; run += 1) {
    const started = performance.now();
    const answer = await fetch(`${server.url}${path}`, { headers: staff, redirect: 'manual' });
    const body = await answer.text();
    if (answer.status !== 200 || !body.includes(expect))
      throw new Error(`${path}: ${answer.status}`);
    if (run >= 3) times.push(performance.now() - started);
  }
  return median(times);
}

say('measuring the queue');
const firstCompany = (
  await (await fetch(`${server.url}/staff/suppliers`, { headers: staff })).text()
).match(/href="\/staff\/suppliers\/([0-9a-f-]{36})"/)?.[1];
const pages = [
  ['Waiting for review, oldest first (the default)', '/staff/suppliers', 'Suppliers'],
  ['Class and trade', '/staff/suppliers?class=general&trade=pipeline-services', 'Suppliers'],
  ['Documents expiring within 30 days', '/staff/suppliers?expiry=expiring', 'Suppliers'],
  [
    'Every company, a name searched, page 3',
    '/staff/suppliers?state=all&q=Company%2012&page=3',
    'Suppliers',
  ],
  ['One company’s review page', `/staff/suppliers/${firstCompany}`, 'Documents'],
];
// Each page once first: a route's code loads on its first request (preloadEntriesOnStart).
for (const [, path, expect] of pages) await timed(path, expect);
const rss = groupRssMb(server.pid);
const {
  result: times,
  longest: pageHealth,
  peak,
} = await watched(server, async () => {
  const out = [];
  for (const [name, path, expect] of pages) out.push([name, await timed(path, expect)]);
  return out;
});

say('a member uploads a 10 MiB PDF');
const member = {
  firstName: 'Bench',
  lastName: 'Supplier',
  username: `bench_${Date.now().toString(36)}`,
  email: `bench.${Date.now()}@example.com`,
  phoneCountry: 'GB',
  phone: '0161 496 0123',
  gender: 'female',
  password: 'correct horse battery',
  confirmPassword: 'correct horse battery',
  country: 'AX',
};
const refused = await signUpMember({ baseUrl: server.url, serverLog: logFile, member });
if (refused) throw new Error(refused);
const cookie = await memberCookie({ baseUrl: server.url, member });
const company = await readPageForm(server.url, '/community/company', {
  fields: ['registeredName'],
  cookie,
});
await (
  await company.post({
    registeredName: 'Upload Bench Ltd',
    countryCode: 'GB',
    registrationNumber: '07654321',
    taxNumber: '1234567890',
    registeredAddress: '1 Bench Street, Manchester',
    supplierClass: 'general',
    trades: 'haulage',
    areas: 'GB-ENG',
    responsibleName: 'Bench Supplier',
    responsibleRole: 'Director',
    responsibleEmail: member.email,
    responsiblePhone: '0161 496 0123',
  })
).arrayBuffer();
const pdf = paddedPdf(readFileSync(join(cwd, 'e2e/fixtures/cv.pdf')), 10 * 1024 * 1024);
const uploads = [];
for (let run = 0; run < 5; run += 1) {
  const form = await readPageForm(server.url, '/community/company/documents/insurance', {
    fields: ['number', 'file'],
    cookie,
  });
  const request = form.request({
    number: `POL-${run}`,
    issuedOn: new Date(Date.now() - 100 * 86_400_000).toISOString().slice(0, 10),
    expiresOn: new Date(Date.now() + 300 * 86_400_000).toISOString().slice(0, 10),
    file: { filename: 'insurance.pdf', type: 'application/pdf', data: pdf },
  });
  const started = performance.now();
  const { result: answer, longest } = await watched(server, async () => {
    const response = await form.send(request);
    return { status: response.status, text: await response.text() };
  });
  if (answer.status !== 303)
    throw new Error(`the upload answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  uploads.push({ answer: performance.now() - started, health: longest });
}

const ms = (value) => `${Math.round(value)} ms`;
console.log(
  `\n${engine}, ${COMPANIES} companies and ${COMPANIES * DOCUMENTS_EACH} documents (medians of ${RUNS}):\n`,
);
console.log('| Page | Server time |');
console.log('|---|---|');
for (const [name, value] of times) console.log(`| ${name} | ${ms(value)} |`);
console.log(`| Server memory before / peak while serving them | ${rss} MB / ${peak} MB |`);
console.log(`| Longest /api/health answer meanwhile | ${ms(pageHealth)} |`);
console.log(
  `| 10 MiB PDF upload, answer (median of 5) / longest health answer during it (worst) | ${ms(median(uploads.map((u) => u.answer)))} / ${ms(Math.max(...uploads.map((u) => u.health)))} |`,
);
await stopAll();
rmSync(workDir, { recursive: true, force: true });
process.exit(0);
