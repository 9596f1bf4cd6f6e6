/**
 * Site-wide caps hold whatever the number of addresses: new accounts per hour, attachment bytes
 * per hour and in all. Concurrent posts cannot overshoot them (one atomic upsert each), and past
 * a cap the refusal says what to do and how long to wait.
 */
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { registerForm } from '@/lib/community/forms';
import { addToCounter } from '@/lib/db/queries/rate-limits';
import { enquiryForm } from '@/lib/enquiries/form';
import { resetEnvForTests } from '@/lib/env';
import { log } from '@/lib/log';
import { useTestDatabase } from '../support/database';
import { done, refused, submit, type Outcome } from '../support/forms';
import { registrationFields } from '../support/members';
import { registration } from '../support/requests';

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

/** A client address of its own for every post: the caps are not per address. */
function from() {
  address += 1;
  return { address: `10.${address >> 8}.${address & 255}.1` };
}

/** 'done', or the refusal's message. */
const answer = (outcome: Outcome) =>
  'redirect' in outcome || outcome.status !== 'refused' ? 'done' : (outcome.message ?? '');

let applicant = 0;
/**
 * A job application with a CV of about `kib` KiB (a real PDF, padded by a comment after its
 * header), from a different applicant each time: the same submission twice would be stored once.
 */
async function application(kib: number) {
  applicant += 1;
  const header = pdf.indexOf('\n') + 1;
  const comment = Buffer.concat([
    Buffer.from('%'),
    Buffer.alloc(kib * 1024 - pdf.length - 2, 0x20),
    Buffer.from('\n'),
  ]);
  const padded = Buffer.concat([pdf.subarray(0, header), comment, pdf.subarray(header)]);
  const fields = {
    type: 'job-application',
    job: 'frontend-developer-toronto',
    name: 'Chidi Nwosu',
    email: `chidi.${applicant}@example.com`,
    phone: '+234 803 123 4567',
    cv: new File([padded], 'cv.pdf', { type: 'application/pdf' }),
  };
  return (await submit(enquiryForm, fields, from())).outcome;
}

test('a counter with a ceiling never passes it under concurrent additions', async () => {
  const added = await Promise.all(
    Array.from({ length: 25 }, () => addToCounter('test:ceiling', 600, { amount: 2, ceiling: 20 })),
  );
  expect(added.filter(Boolean)).toHaveLength(10);
  expect(Math.max(...added.map((counter) => counter?.count ?? 0))).toBe(20);
});

test('new accounts per hour are capped across addresses, with how long to wait', async () => {
  const answers = await Promise.all(
    Array.from({ length: 8 }, async () => {
      const values = registrationFields(registration());
      return answer((await submit(registerForm, values, from())).outcome);
    }),
  );
  expect(answers.filter((a) => a === 'done')).toHaveLength(5);
  const refusals = answers.filter((a) => a !== 'done');
  expect(refusals).toHaveLength(3);
  for (const message of refusals) {
    expect(message).toMatch(/unusually many registrations.*Please wait \d+ minutes?/);
  }
});

describe('attachments', () => {
  test('bytes per hour are capped across addresses; enquiries without one still go through', async () => {
    const answers = (await Promise.all(Array.from({ length: 6 }, () => application(300)))).map(
      answer,
    );
    expect(answers.filter((a) => a === 'done')).toHaveLength(3);
    const refusals = answers.filter((a) => a !== 'done');
    expect(refusals).toHaveLength(3);
    for (const message of refusals) {
      expect(message).toMatch(/unusually many attachments.*Please wait \d+ minutes?/);
    }
    const contact = {
      type: 'contact',
      topic: 'other',
      name: 'Chidi',
      email: 'c@example.com',
      message: 'Hi',
    };
    const plain = done((await submit(enquiryForm, contact, from())).outcome);
    expect(plain.result?.reference).toMatch(/^[0-9A-F]{8}$/);
  });

  test('the total ceiling holds across hours', async () => {
    process.env.CAP_ATTACHMENT_MB_PER_HOUR = '100';
    resetEnvForTests();
    // 900 KiB stored so far; the total is 2 MiB.
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(answer(await application(300)));
    expect(answers.slice(0, 3)).toEqual(['done', 'done', 'done']);
    const refusal = refused(await application(300));
    expect(refusal.message).toMatch(/cannot accept attachments.*without one/);
    // What was typed comes back, so sending it again without the file is one click.
    expect(refusal.values).toMatchObject({ name: 'Chidi Nwosu', phone: '+234 803 123 4567' });
    for (const message of answers.slice(3)) expect(message).toBe(refusal.message);
  });
});
