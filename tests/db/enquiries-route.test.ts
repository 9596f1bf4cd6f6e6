/**
 * /api/enquiries against a real database (PGlite here, PostgreSQL when the run has one): every
 * form type is stored, CVs are checked by content, bad input gets a 4xx with field messages.
 */
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { POST } from '@/app/api/enquiries/route';
import { company } from '@/content/company';
import { listEnquiries } from '@/lib/db/queries/enquiries';
import { stopMailWorker } from '@/lib/mail-worker';
import { useTestDatabase } from '../support/database';
import { wordDocument, wordDocument97 } from '../support/documents';
import { ORIGIN } from '../support/requests';
import { log } from '@/lib/log';

const ctx = { params: Promise.resolve({}) };
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

/** A browser's multipart POST from this site, from an address of its own unless told otherwise. */
function post(fields: Record<string, string | Blob>, headers: Record<string, string> = {}) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value instanceof Blob) form.append(key, value, (value as File).name ?? 'file');
    else form.append(key, value);
  }
  address += 1;
  return POST(
    new Request(`${ORIGIN}/api/enquiries`, {
      method: 'POST',
      body: form,
      headers: {
        origin: ORIGIN,
        host: 'localhost:3000',
        'x-forwarded-for': `10.0.0.${address}`,
        ...headers,
      },
    }),
    ctx,
  );
}

const person = { name: 'Chidi Nwosu', email: 'chidi@example.com' };
const application = {
  type: 'job-application',
  job: 'frontend-developer-toronto',
  ...person,
  phone: '+234 803 123 4567',
};

describe('storing enquiries', () => {
  test('a study enquiry is stored with its answers and the company is told', async () => {
    const mail = jest.spyOn(log, 'info').mockImplementation(() => {});
    const response = await post({
      type: 'study',
      program: 'masters-degree',
      school: 'dalhousie-university',
      duration: '2',
      ...person,
      phone: '',
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const stored = (await listEnquiries()).find((row) => row.id === id);
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
    expect(mail.mock.calls.flat()).toContainEqual(
      expect.objectContaining({
        to: person.email,
        subject: expect.stringContaining(id.slice(0, 8).toUpperCase()),
      }),
    );
    mail.mockRestore();
  });

  test('a job application keeps a real PDF, checked by its content', async () => {
    jest.spyOn(log, 'info').mockImplementation(() => {});
    const cv = new File([realPdf], 'My CV (final).pdf', { type: 'application/pdf' });
    const response = await post({ ...application, cv });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const stored = (await listEnquiries()).find((row) => row.id === id);
    expect(stored?.attachmentType).toBe('application/pdf');
    expect(stored?.attachmentName).toBe('My-CV-final.pdf');
    expect(Buffer.from(stored!.attachment!).equals(realPdf)).toBe(true);
  });

  test('a job application may give a link instead of a file', async () => {
    const response = await post({ ...application, cvLink: 'https://docs.example.com/cv' });
    expect(response.status).toBe(201);
  });

  test('a form posted without JavaScript is stored and redirected to a confirmation page', async () => {
    const response = await post(
      {
        type: 'contact',
        topic: 'other',
        ...person,
        message: 'Sent from a browser without JavaScript',
      },
      { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    );
    expect(response.status).toBe(303);
    const stored = (await listEnquiries()).find(
      (row) =>
        (row.payload as { message?: string }).message === 'Sent from a browser without JavaScript',
    );
    // The page repeats the reference the acknowledgement mail carries.
    expect(response.headers.get('location')).toBe(
      `/enquiry-received?ref=${stored!.id.slice(0, 8).toUpperCase()}`,
    );
  });

  describe('refused, from a browser without JavaScript', () => {
    const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
    const countStored = async () => (await listEnquiries()).length;

    test('a bad value leads to a page naming the field, with a link back to the form', async () => {
      const before = await countStored();
      const response = await post(
        {
          ...application,
          phone: 'call me',
          email: 'not an address',
          cvLink: 'https://x.example/cv',
        },
        { ...html, referer: `${ORIGIN}/job-opportunities/frontend-developer-toronto?x=1` },
      );
      expect(response.status).toBe(303);
      const location = new URL(response.headers.get('location')!, ORIGIN);
      expect(location.pathname).toBe('/enquiry-not-sent');
      expect(location.searchParams.get('status')).toBe('422');
      expect(location.searchParams.get('fields')?.split(',').sort()).toEqual(['email', 'phone']);
      expect(location.searchParams.get('from')).toBe(
        '/job-opportunities/frontend-developer-toronto',
      );
      expect(await countStored()).toBe(before);
    });

    test('a post from another site gets the page too, with no link to that site', async () => {
      const response = await post(
        { type: 'contact', topic: 'other', ...person, message: 'Hello' },
        { ...html, origin: 'https://evil.example', referer: 'https://evil.example/contact-us' },
      );
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/enquiry-not-sent?status=403');
    });

    test('a script asking for JSON still gets the JSON answer', async () => {
      const response = await post({ ...application, phone: 'call me' });
      expect(response.status).toBe(422);
      expect(((await response.json()) as { fieldErrors: object }).fieldErrors).toHaveProperty(
        'phone',
      );
    });
  });

  test('business and contact enquiries are stored', async () => {
    const business = await post({
      type: 'business',
      business: 'lakeside-hotel-ontario',
      ...person,
      message: 'Are the accounts available?',
    });
    expect(business.status).toBe(201);
    const contact = await post({
      type: 'contact',
      topic: 'services',
      service: 'well-services',
      ...person,
      message: 'Workover rig for two wells in Q3.',
    });
    expect(contact.status).toBe(201);
    const since = new Date(Date.now() - 60_000);
    const types = (await listEnquiries({ since })).map((row) => row.type);
    expect(types).toEqual(
      expect.arrayContaining(['study', 'job-application', 'business', 'contact']),
    );
  });
});

describe('refusing bad input', () => {
  const fieldErrors = async (response: Response) =>
    ((await response.json()) as { fieldErrors?: Record<string, string[]> }).fieldErrors;

  test('a file named .pdf that is not a PDF is refused on the cv field', async () => {
    const fake = new File(['just some text'], 'cv.pdf', { type: 'application/pdf' });
    const response = await post({ ...application, cv: fake });
    expect(response.status).toBe(422);
    expect((await fieldErrors(response))?.cv?.[0]).toMatch(/PDF, DOC or DOCX/);
  });

  test('a file that only starts like a PDF is refused on the cv field, a Word document accepted', async () => {
    const disguised = new File(['%PDF-1.7\n<html><script>alert(1)</script></html>'], 'cv.pdf');
    const refused = await post({ ...application, cv: disguised });
    expect(refused.status).toBe(422);
    expect((await fieldErrors(refused))?.cv?.[0]).toMatch(/PDF, DOC or DOCX/);
    for (const [data, type] of [
      [wordDocument(), 'wordprocessingml'],
      [wordDocument97(), 'msword'],
    ] as const) {
      const response = await post({ ...application, cv: new File([new Uint8Array(data)], 'cv') });
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      const stored = (await listEnquiries()).find((row) => row.id === id);
      expect(stored?.attachmentType).toContain(type);
    }
  });

  test('an application without a CV or a link is refused', async () => {
    const response = await post(application);
    expect(response.status).toBe(422);
    expect(await fieldErrors(response)).toEqual({ cv: ['Upload your CV or give a link to it'] });
  });

  test('missing and malformed fields are named', async () => {
    const response = await post({
      type: 'study',
      program: 'masters-degree',
      school: 'nowhere-college',
      duration: '9',
      email: 'not-an-email',
    });
    expect(response.status).toBe(422);
    expect(Object.keys((await fieldErrors(response)) ?? {}).sort()).toEqual([
      'duration',
      'email',
      'name',
    ]);
  });

  test('choices that are not in the content are refused', async () => {
    const response = await post({
      ...application,
      job: 'astronaut',
      cvLink: 'https://example.com/cv',
    });
    expect(response.status).toBe(422);
    expect(await fieldErrors(response)).toEqual({ job: ['This job is no longer listed'] });
  });

  test('unknown fields and unknown types are refused', async () => {
    expect(
      (await post({ type: 'contact', topic: 'other', ...person, message: 'Hi', admin: 'yes' }))
        .status,
    ).toBe(422);
    expect((await post({ type: 'newsletter', ...person })).status).toBe(422);
  });

  test('JSON, another site and oversize bodies get 415, 403 and 413', async () => {
    const json = await POST(
      new Request(`${ORIGIN}/api/enquiries`, {
        method: 'POST',
        body: '{}',
        headers: {
          'content-type': 'application/json',
          origin: ORIGIN,
          host: 'localhost:3000',
          'x-forwarded-for': '10.1.0.1',
        },
      }),
      ctx,
    );
    expect(json.status).toBe(415);
    expect((await post(application, { origin: 'https://evil.example' })).status).toBe(403);
    const declared = await post(application, { 'content-length': String(50 * 1024 * 1024) });
    expect(declared.status).toBe(413);
    const big = new File([new Uint8Array(6 * 1024 * 1024)], 'cv.pdf', { type: 'application/pdf' });
    const streamed = await post({ ...application, cv: big });
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toEqual({ message: expect.stringMatching(/larger than/) });
  });
});

test('each address may send a limited number of enquiries, then gets 429 with Retry-After', async () => {
  const from = { 'x-forwarded-for': '10.9.9.9' };
  const statuses: number[] = [];
  for (let i = 0; i < 4; i += 1) {
    statuses.push(
      (await post({ type: 'contact', topic: 'other', ...person, message: `Note ${i}` }, from))
        .status,
    );
  }
  expect(statuses).toEqual([201, 201, 201, 429]);
  const limited = await post(
    { type: 'contact', topic: 'other', ...person, message: 'Again' },
    from,
  );
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
});
