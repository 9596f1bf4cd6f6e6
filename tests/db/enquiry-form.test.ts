/**
 * The enquiry form against a real database (PGlite here, PostgreSQL when the run has one): every
 * form type is stored, CVs are checked by content, bad input is refused with field messages and
 * the visitor's values kept.
 */
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { company } from '@/content/company';
import { listEnquiries } from '@/lib/db/queries/enquiries';
import { eq } from 'drizzle-orm';
import { alertForm } from '@/lib/alerts/forms';
import { loginForm, registerForm, resetRequestForm } from '@/lib/community/forms';
import { database } from '@/lib/db/client';
import { outbox } from '@/lib/db/schema';
import { enquiryForm } from '@/lib/enquiries/form';
import { JOB_CLOSED } from '@/lib/jobs/open-jobs';
import { log } from '@/lib/log';
import { stopMailWorker } from '@/lib/mail-worker';
import { enquiryReference } from '@/lib/validation/enquiry-rules';
import { useTestDatabase } from '../support/database';
import { wordDocument, wordDocument97 } from '../support/documents';
import { done, refused, submit } from '../support/forms';
import { registrationFields } from '../support/members';
import { registration } from '../support/requests';

const realPdf = readFileSync(path.join(__dirname, '../../e2e/fixtures/cv.pdf'));
let cleanup: () => Promise<void>;
let address = 0;

beforeAll(async () => {
  cleanup = await useTestDatabase({ RATE_LIMIT_ENQUIRIES_PER_ADDRESS: '3' });
}, 60_000);
afterAll(async () => {
  jest.restoreAllMocks();
  await cleanup();
});

/** The form as a browser posts it, from an address of its own unless told otherwise. */
async function post(fields: Record<string, string | File>, from?: string) {
  address += 1;
  return (await submit(enquiryForm, fields, { address: from ?? `10.0.0.${address}` })).outcome;
}

/** The stored enquiry an accepted post's reference names. */
async function storedAs(reference: string | undefined) {
  const rows = (await listEnquiries()).filter((row) => enquiryReference(row.id) === reference);
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

const countStored = async () => (await listEnquiries()).length;

const person = { name: 'Chidi Nwosu', email: 'chidi@example.com' };
const application = {
  type: 'job-application',
  job: 'frontend-developer-toronto',
  ...person,
  phone: '+234 803 123 4567',
};

describe('storing enquiries', () => {
  test("a job application's acknowledgement speaks of an application, others of an enquiry", async () => {
    const answer = done(await post({ ...application, cvLink: 'https://docs.example.com/cv' }));
    const contact = done(
      await post({ type: 'contact', topic: 'careers', ...person, message: 'Any welding work?' }),
    );
    const acknowledgement = async (reference: string | undefined) => {
      const { id } = await storedAs(reference);
      const db = await database();
      const mails = await db.select().from(outbox).where(eq(outbox.enquiryId, id));
      return mails.find((mail) => mail.to === person.email)!;
    };
    const applied = await acknowledgement(answer.result?.reference);
    expect(applied.subject).toBe(
      `We have received your application (reference ${answer.result?.reference})`,
    );
    expect(applied.body).toContain('Your application has reached us');
    expect(applied.body).not.toMatch(/enquiry/i);
    const asked = await acknowledgement(contact.result?.reference);
    expect(asked.subject).toBe(
      `We have received your enquiry (reference ${contact.result?.reference})`,
    );
    expect(asked.body).toContain('Your enquiry has reached us');
  });

  test('a study enquiry is stored with its answers and the company is told', async () => {
    const mail = jest.spyOn(log, 'info').mockImplementation(() => {});
    const answer = done(
      await post({
        type: 'study',
        program: 'masters-degree',
        school: 'dalhousie-university',
        duration: '2',
        ...person,
        phone: '',
      }),
    );
    const stored = await storedAs(answer.result?.reference);
    const { id } = stored;
    expect(stored).toMatchObject({
      type: 'study',
      payload: {
        program: 'masters-degree',
        school: 'dalhousie-university',
        duration: 2,
        ...person,
      },
    });
    // The worker sends (here: logs) the mail queued with the enquiry, linking to the back office.
    await stopMailWorker();
    expect(mail.mock.calls.flat()).toContainEqual(
      expect.objectContaining({
        to: company.email,
        link: expect.stringContaining(`/staff/enquiries/${id}`),
      }),
    );
    // The acknowledgement carries the reference the page shows.
    expect(answer.result?.reference).toBe(id.slice(0, 8).toUpperCase());
    expect(mail.mock.calls.flat()).toContainEqual(
      expect.objectContaining({
        to: person.email,
        subject: expect.stringContaining(answer.result!.reference!),
      }),
    );
    mail.mockRestore();
  });

  test('a job application keeps a real PDF, checked by its content', async () => {
    jest.spyOn(log, 'info').mockImplementation(() => {});
    const cv = new File([realPdf], 'My CV (final).pdf', { type: 'application/pdf' });
    const stored = await storedAs(done(await post({ ...application, cv })).result?.reference);
    expect(stored.attachmentType).toBe('application/pdf');
    expect(stored.attachmentName).toBe('My-CV-final.pdf');
    expect(Buffer.from(stored.attachment!).equals(realPdf)).toBe(true);
  });

  test('a job application may give a link instead of a file', async () => {
    const answer = done(await post({ ...application, cvLink: 'https://docs.example.com/cv' }));
    expect((await storedAs(answer.result?.reference)).attachment).toBeNull();
  });

  test('business and contact enquiries are stored', async () => {
    done(
      await post({
        type: 'business',
        business: 'lakeside-hotel-ontario',
        ...person,
        message: 'Are the accounts available?',
      }),
    );
    done(
      await post({
        type: 'contact',
        topic: 'services',
        service: 'well-services',
        ...person,
        message: 'Workover rig for two wells in Q3.',
      }),
    );
    const since = new Date(Date.now() - 60_000);
    const types = (await listEnquiries({ since })).map((row) => row.type);
    expect(types).toEqual(
      expect.arrayContaining(['study', 'job-application', 'business', 'contact']),
    );
  });
});

describe('refusing bad input', () => {
  test('a bad value is refused naming its fields, with what was typed given back', async () => {
    const before = await countStored();
    const refusal = refused(
      await post({
        ...application,
        phone: 'call me',
        email: 'not an address',
        cvLink: 'https://x.example/cv',
      }),
    );
    expect(refusal.message).toBe('Some fields need attention.');
    expect(Object.keys(refusal.fieldErrors ?? {}).sort()).toEqual(['email', 'phone']);
    expect(refusal.values).toEqual({
      name: person.name,
      email: 'not an address',
      phone: 'call me',
      cvLink: 'https://x.example/cv',
    });
    expect(await countStored()).toBe(before);
  });

  test('an application to a job that has closed is refused with that message, a day before it is taken', async () => {
    // Only the date moves: the database and the timers run as they do.
    const at = (iso: string) =>
      jest.useFakeTimers({
        now: new Date(iso),
        doNotFake: [
          'hrtime',
          'nextTick',
          'performance',
          'queueMicrotask',
          'setImmediate',
          'clearImmediate',
          'setInterval',
          'clearInterval',
          'setTimeout',
          'clearTimeout',
        ],
      });
    const toVancouver = { ...application, job: 'backend-developer-contract-vancouver' };
    const cvLink = 'https://docs.example.com/cv';
    try {
      at('2027-11-02T12:00:00Z'); // its last day, 31 October, has ended everywhere in Canada
      const before = await countStored();
      const refusal = refused(await post({ ...toVancouver, cvLink }));
      expect(refusal.fieldErrors?.job).toEqual([JOB_CLOSED]);
      expect(await countStored()).toBe(before);
      at('2027-10-31T20:00:00Z');
      done(await post({ ...toVancouver, cvLink }));
      expect(await countStored()).toBe(before + 1);
    } finally {
      jest.useRealTimers();
    }
  });

  test('a file named .pdf that is not a PDF is refused on the cv field', async () => {
    const fake = new File(['just some text'], 'cv.pdf', { type: 'application/pdf' });
    expect(refused(await post({ ...application, cv: fake })).fieldErrors?.cv?.[0]).toMatch(
      /PDF, DOC or DOCX/,
    );
  });

  test('a file that only starts like a PDF is refused on the cv field, a Word document accepted', async () => {
    const disguised = new File(['%PDF-1.7\n<html><script>alert(1)</script></html>'], 'cv.pdf');
    expect(refused(await post({ ...application, cv: disguised })).fieldErrors?.cv?.[0]).toMatch(
      /PDF, DOC or DOCX/,
    );
    for (const [data, type] of [
      [wordDocument(), 'wordprocessingml'],
      [wordDocument97(), 'msword'],
    ] as const) {
      const answer = done(
        await post({ ...application, cv: new File([new Uint8Array(data)], 'cv') }),
      );
      expect((await storedAs(answer.result?.reference)).attachmentType).toContain(type);
    }
  });

  test('a CV over 5 MB is refused on the cv field and not stored', async () => {
    const before = await countStored();
    const big = new File([new Uint8Array(6 * 1024 * 1024)], 'cv.pdf', { type: 'application/pdf' });
    const refusal = refused(await post({ ...application, cv: big }));
    expect(refusal.fieldErrors).toEqual({ cv: ['Your CV must be 5 MB or smaller'] });
    expect(await countStored()).toBe(before);
  });

  test('an application without a CV or a link is refused', async () => {
    expect(refused(await post(application)).fieldErrors).toEqual({
      cv: ['Upload your CV or give a link to it'],
    });
  });

  test('an application sent empty names every missing answer at once, the CV among them', async () => {
    const empty = { type: 'job-application', job: application.job, name: '', email: '', phone: '' };
    expect(refused(await post(empty)).fieldErrors).toEqual({
      name: ['Enter your name'],
      email: ['Enter your e-mail address'],
      phone: ['Enter your phone number'],
      cv: ['Upload your CV or give a link to it'],
    });
    // An empty file input is posted as a file of no bytes: that is no CV either.
    const noFile = new File([], '', { type: 'application/octet-stream' });
    expect(refused(await post({ ...application, cv: noFile })).fieldErrors).toEqual({
      cv: ['Upload your CV or give a link to it'],
    });
  });

  test('an empty e-mail address gets one message on every public form', async () => {
    const emptyEmail = async (definition: Parameters<typeof submit>[0], fields: object) =>
      refused((await submit(definition, { ...fields, email: '' })).outcome).fieldErrors?.email;
    const messages = [
      await emptyEmail(enquiryForm, { type: 'contact', topic: 'other', name: 'A', message: 'Hi' }),
      await emptyEmail(enquiryForm, { ...application, cvLink: 'https://docs.example.com/cv' }),
      await emptyEmail(loginForm, { password: 'a password' }),
      await emptyEmail(resetRequestForm, {}),
      await emptyEmail(registerForm, registrationFields(registration())),
      await emptyEmail(alertForm, { kind: 'jobs' }),
    ];
    expect(messages).toEqual(messages.map(() => ['Enter your e-mail address']));
  });

  test('missing and malformed fields are named', async () => {
    const refusal = refused(
      await post({
        type: 'study',
        program: 'masters-degree',
        school: 'nowhere-college',
        duration: '9',
        email: 'not-an-email',
      }),
    );
    expect(Object.keys(refusal.fieldErrors ?? {}).sort()).toEqual(['duration', 'email', 'name']);
  });

  test('choices that are not in the content are refused', async () => {
    const refusal = refused(
      await post({ ...application, job: 'astronaut', cvLink: 'https://example.com/cv' }),
    );
    expect(refusal.fieldErrors).toEqual({ job: ['This job is no longer listed'] });
  });

  test('unknown fields and unknown types are refused', async () => {
    const before = await countStored();
    const extra = refused(
      await post({ type: 'contact', topic: 'other', ...person, message: 'Hi', admin: 'yes' }),
    );
    expect(extra.fieldErrors?.form).toEqual(['Unexpected field: admin']);
    const newsletter = refused(await post({ type: 'newsletter', ...person }));
    expect(newsletter.fieldErrors?.type).toEqual(['Unknown enquiry type']);
    expect(await countStored()).toBe(before);
  });
});

test('each address may send a limited number of enquiries, then is told how long to wait', async () => {
  const from = '10.9.9.9';
  const answers: string[] = [];
  for (let i = 0; i < 4; i += 1) {
    const outcome = await post(
      { type: 'contact', topic: 'other', ...person, message: `Note ${i}` },
      from,
    );
    answers.push('status' in outcome ? outcome.status : 'redirect');
  }
  expect(answers).toEqual(['done', 'done', 'done', 'refused']);
  const limited = refused(
    await post({ type: 'contact', topic: 'other', ...person, message: 'Again' }, from),
  );
  expect(limited.message).toMatch(/Please wait \d+ minutes? and try again/);
  // Another address is not affected.
  done(await post({ type: 'contact', topic: 'other', ...person, message: 'Again' }));
});
