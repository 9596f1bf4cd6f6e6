/**
 * Site-wide caps hold whatever the number of addresses: new accounts per hour, attachment bytes
 * per hour and in all. Concurrent requests cannot overshoot them (one atomic upsert each), and
 * past a cap the answer is 429 with Retry-After and a message that says what to do.
 */
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { POST as register } from '@/app/api/community/register/route';
import { POST as enquire } from '@/app/api/enquiries/route';
import { addToCounter } from '@/lib/db/queries/rate-limits';
import { resetEnvForTests } from '@/lib/env';
import { log } from '@/lib/log';
import { useTestDatabase } from '../support/database';
import { ORIGIN, jsonRequest, registration } from '../support/requests';

const ctx = { params: Promise.resolve({}) };
const pdf = readFileSync(path.join(__dirname, '../../e2e/fixtures/cv.pdf'));
let cleanup: () => Promise<void>;
let address = 0;

beforeAll(async () => {
  jest.spyOn(log, 'info').mockImplementation(() => {});
  cleanup = await useTestDatabase({
    RATE_LIMIT_REGISTER_PER_ADDRESS: '1000',
    RATE_LIMIT_ENQUIRIES_PER_ADDRESS: '1000',
    CAP_ACCOUNTS_PER_HOUR: '5',
    CAP_ATTACHMENT_MB_PER_HOUR: '1',
    CAP_ATTACHMENT_MB_TOTAL: '2',
  });
}, 60_000);
afterAll(async () => {
  jest.restoreAllMocks();
  await cleanup();
});

function from() {
  address += 1;
  return { 'x-forwarded-for': `10.${address >> 8}.${address & 255}.1` };
}

/** A job application with a CV of about `kib` KiB (a real PDF, padded by a comment after its header). */
let applicant = 0;
/** A different applicant each time: the same submission twice would be stored once. */
function application(kib: number) {
  const form = new FormData();
  applicant += 1;
  const fields = {
    type: 'job-application',
    job: 'frontend-developer-toronto',
    name: 'Chidi Nwosu',
    email: `chidi.${applicant}@example.com`,
    phone: '+234 803 123 4567',
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const header = pdf.indexOf('\n') + 1;
  const comment = Buffer.concat([
    Buffer.from('%'),
    Buffer.alloc(kib * 1024 - pdf.length - 2, 0x20),
    Buffer.from('\n'),
  ]);
  const padded = Buffer.concat([pdf.subarray(0, header), comment, pdf.subarray(header)]);
  form.append('cv', new Blob([padded], { type: 'application/pdf' }), 'cv.pdf');
  return enquire(
    new Request(`${ORIGIN}/api/enquiries`, {
      method: 'POST',
      body: form,
      headers: { origin: ORIGIN, host: 'localhost:3000', ...from() },
    }),
    ctx,
  );
}

test('a counter with a ceiling never passes it under concurrent additions', async () => {
  const added = await Promise.all(
    Array.from({ length: 25 }, () => addToCounter('test:ceiling', 600, { amount: 2, ceiling: 20 })),
  );
  expect(added.filter(Boolean)).toHaveLength(10);
  expect(Math.max(...added.map((counter) => counter?.count ?? 0))).toBe(20);
});

test('new accounts per hour are capped across addresses, with Retry-After', async () => {
  const answers = await Promise.all(
    Array.from({ length: 8 }, () =>
      register(jsonRequest('/api/community/register', registration(), { headers: from() }), ctx),
    ),
  );
  const statuses = answers.map((answer) => answer.status).sort();
  expect(statuses).toEqual([202, 202, 202, 202, 202, 429, 429, 429]);
  const refused = answers.find((answer) => answer.status === 429);
  expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(((await refused?.json()) as { message: string }).message).toMatch(
    /unusually many registrations.*Please wait \d+ minutes?/,
  );
});

describe('attachments', () => {
  test('bytes per hour are capped across addresses; enquiries without one still go through', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => application(300)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429]);
    const refused = answers.find((answer) => answer.status === 429);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused?.json()) as { message: string }).message).toMatch(/attachments/);
    const contact = new FormData();
    const fields = {
      type: 'contact',
      topic: 'other',
      name: 'Chidi',
      email: 'c@example.com',
      message: 'Hi',
    };
    for (const [key, value] of Object.entries(fields)) contact.append(key, value);
    const plain = await enquire(
      new Request(`${ORIGIN}/api/enquiries`, {
        method: 'POST',
        body: contact,
        headers: { origin: ORIGIN, host: 'localhost:3000', ...from() },
      }),
      ctx,
    );
    expect(plain.status).toBe(201);
  });

  test('the total ceiling holds across hours', async () => {
    process.env.CAP_ATTACHMENT_MB_PER_HOUR = '100';
    resetEnvForTests();
    // 900 KiB stored so far; the total is 2 MiB.
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push((await application(300)).status);
    expect(answers).toEqual([201, 201, 201, 429, 429]);
    const refused = await application(300);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('3600');
    expect(((await refused.json()) as { message: string }).message).toMatch(
      /cannot accept attachments.*without one/,
    );
  });
});
