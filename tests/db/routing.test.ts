/**
 * Routing: the company's notification of each type goes to its recipients (the back office's
 * setting, else NOTIFY_<TYPE>, else the company's address), one mail each; admins set it on a
 * form that refuses what is not an address, and every change is audited. PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { company } from '@/content/company';
import { database } from '@/lib/db/client';
import { auditLog, enquiries, outbox } from '@/lib/db/schema';
import { enquiryForm } from '@/lib/enquiries/form';
import { notificationRoutes } from '@/lib/enquiries/routing';
import { routingForm } from '@/lib/staff/routing-form';
import { enquiryReference } from '@/lib/validation/enquiry-rules';
import { useTestDatabase } from '../support/database';
import { done, refused, submit } from '../support/forms';
import { signedInStaff, type TestStaff } from '../support/staff';

let cleanup: () => Promise<void>;
let admin: TestStaff;
beforeAll(async () => {
  cleanup = await useTestDatabase({
    RATE_LIMIT_ENQUIRIES_PER_ADDRESS: '100',
    NOTIFY_JOB_APPLICATION: 'Hiring@Deltacrest.example, lead.engineer@deltacrest.example',
  });
  admin = await signedInStaff('admin');
}, 60_000);
afterAll(() => cleanup());

const pdf = readFileSync(path.join(__dirname, '../../e2e/fixtures/cv.pdf'));
let sent = 0;

/** Sends an enquiry of `type` and answers who its mail goes to. */
async function mailOf(type: 'job-application' | 'contact') {
  sent += 1;
  const email = `visitor.route.${sent}@example.com`;
  const fields =
    type === 'contact'
      ? { type, topic: 'other', name: 'Ngozi Eze', email, message: 'A question about haulage.' }
      : {
          type,
          job: 'frontend-developer-toronto',
          name: 'Ngozi Eze',
          email,
          phone: '+234 803 123 4567',
          cv: new File([new Uint8Array(pdf)], 'cv.pdf', { type: 'application/pdf' }),
        };
  const answer = done((await submit(enquiryForm, fields)).outcome);
  const db = await database();
  const row = (await db.select().from(enquiries)).find(
    (r) => enquiryReference(r.id) === answer.result?.reference,
  )!;
  const mail = await db.select().from(outbox).where(eq(outbox.enquiryId, row.id));
  return mail.map((m) => m.to).sort();
}

test('by default the company’s one address; the environment sends job applications to hiring', async () => {
  expect(await mailOf('contact')).toEqual(
    [company.email, `visitor.route.${sent}@example.com`].sort(),
  );
  expect(await mailOf('job-application')).toEqual(
    [
      'hiring@deltacrest.example',
      'lead.engineer@deltacrest.example',
      `visitor.route.${sent}@example.com`,
    ].sort(),
  );
  const routes = await notificationRoutes();
  expect(routes['job-application'].source).toBe('environment');
  expect(routes.contact).toEqual({ recipients: [company.email], source: 'default' });
});

test('an admin routes contact enquiries to sales; clearing the list goes back to the default', async () => {
  const save = (fields: Record<string, string>) =>
    submit(
      routingForm,
      { study: '', 'job-application': '', business: '', contact: '', ...fields },
      { jar: admin.jar },
    );
  expect(
    done((await save({ contact: 'sales@deltacrest.example; Sales@deltacrest.example' })).outcome)
      .message,
  ).toBe('Saved. New enquiries notify these addresses.');
  expect(await mailOf('contact')).toEqual(
    ['sales@deltacrest.example', `visitor.route.${sent}@example.com`].sort(),
  );
  const [entry] = await (
    await database()
  )
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, 'routing'));
  expect(entry?.detail).toEqual({ type: 'contact', from: [], to: ['sales@deltacrest.example'] });
  expect(entry).toMatchObject({ actor: 'staff', staffId: admin.id });
  // The same again changes nothing and writes nothing.
  expect(done((await save({ contact: 'sales@deltacrest.example' })).outcome).message).toBe(
    'Nothing changed.',
  );
  done((await save({})).outcome);
  expect((await notificationRoutes()).contact.source).toBe('default');
});

test('what is not an address is refused on its field; a colleague who is not an admin is refused', async () => {
  const refusal = refused(
    (
      await submit(
        routingForm,
        {
          study: 'tutor@deltacrest.example, not-an-address',
          'job-application': '',
          business: '',
          contact: '',
        },
        { jar: admin.jar },
      )
    ).outcome,
  );
  expect(refusal.fieldErrors?.study).toEqual(['“not-an-address” is not an e-mail address']);
  expect(refusal.values?.study).toBe('tutor@deltacrest.example, not-an-address');
  expect((await notificationRoutes()).study.source).toBe('default');
  const colleague = await signedInStaff('staff');
  const notAdmin = refused(
    (
      await submit(
        routingForm,
        { study: 'x@deltacrest.example', 'job-application': '', business: '', contact: '' },
        { jar: colleague.jar },
      )
    ).outcome,
  );
  expect(notAdmin.message).toMatch(/cannot do this/);
});
