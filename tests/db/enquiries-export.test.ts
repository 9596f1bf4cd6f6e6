/**
 * The operator's export (`npm run enquiries`) against a real database: it reads what the enquiry
 * form stored, as CSV or JSON, and refuses to open an embedded database the server holds.
 */
import { afterAll, beforeAll, expect, jest, test } from '@jest/globals';
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { closeDatabase } from '@/lib/db/client';
import { enquiryForm } from '@/lib/enquiries/form';
import { stopMailWorker } from '@/lib/mail-worker';
import { useTestDatabase } from '../support/database';
import { done, submit } from '../support/forms';

const run = promisify(execFile);
const script = path.join(process.cwd(), 'scripts/enquiries.mts');
let cleanup: () => Promise<void>;

beforeAll(async () => {
  cleanup = await useTestDatabase();
  jest.spyOn(console, 'info').mockImplementation(() => {});
  const send = async (fields: Record<string, string | File>) =>
    done((await submit(enquiryForm, fields)).outcome);
  const pdf = new File([readFileSync(path.join(__dirname, '../../e2e/fixtures/cv.pdf'))], 'cv.pdf');
  await send({
    type: 'contact',
    topic: 'services',
    name: '=HYPERLINK("x")',
    email: 'a@example.com',
    message: 'Line one, "two"\nthree',
  });
  await send({
    type: 'contact',
    topic: 'other',
    name: 'Semi Colon',
    email: 'c@example.com',
    message: 'hello;=2+3',
  });
  await send({
    type: 'job-application',
    job: 'backend-developer-calgary',
    name: 'Bola',
    email: 'b@example.com',
    phone: '+234 803 123 4567',
    cv: pdf,
  });
}, 60_000);

afterAll(async () => {
  jest.restoreAllMocks();
  await cleanup();
});

const exportEnquiries = (...args: string[]) =>
  run(process.execPath, ['--conditions', 'react-server', '--import', 'tsx', script, ...args], {
    env: process.env,
  });

test('the embedded database is not opened while the server holds it', async () => {
  if (process.env.DATABASE_URL) return; // PostgreSQL has no such lock.
  await expect(exportEnquiries()).rejects.toMatchObject({
    stderr: expect.stringContaining('Stop it first'),
  });
});

test('exports every enquiry as JSON and CSV, with the CV on request', async () => {
  // The export is a second process on the database: this one lets go of it first, its mail
  // worker included (the worker would open it again).
  await stopMailWorker();
  await closeDatabase();
  const json = JSON.parse(
    (await exportEnquiries('--format', 'json', '--since', '2026-01-01')).stdout,
  ) as {
    type: string;
    details: Record<string, string>;
    attachment: { name: string; bytes: number } | null;
  }[];
  expect(json.map((e) => e.type)).toEqual(['contact', 'contact', 'job-application']);
  expect(json[2]).toMatchObject({
    details: { job: 'backend-developer-calgary' },
    attachment: { name: 'cv.pdf' },
  });

  const { stdout: csv } = await exportEnquiries('--format', 'csv');
  const [header, first] = csv.split('\r\n');
  expect(header).toBe(
    '"received_at","id","type","name","email","phone","details","message","attachment"',
  );
  // A spreadsheet formula is defused and a message with commas, quotes and a newline is quoted.
  expect(first).toContain(`,"'=HYPERLINK(""x"")",`);
  // (a browser's post may turn the message's newline into CRLF)
  expect(csv).toMatch(/"Line one, ""two""\r?\nthree"/);
  // Every cell is quoted, so a locale splitting on ";" keeps "hello;=2+3" as one text cell.
  const semicolon = csv.split('\r\n').find((line) => line.includes('Semi Colon'));
  expect(semicolon).toMatch(/^("([^"]|"")*")(,"([^"]|"")*")*$/);
  expect(semicolon).toContain(',"hello;=2+3",');

  const { stdout: none } = await exportEnquiries('--since', '2999-01-01', '--format', 'json');
  expect(JSON.parse(none)).toEqual([]);
  await expect(exportEnquiries('--format', 'xml')).rejects.toMatchObject({ code: 1 });
});
