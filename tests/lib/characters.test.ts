/**
 * What a text field may hold, field by field of every form: no control, text-direction or
 * invisible character anywhere, no line break where a field is one line; messages keep their
 * lines. And the notification mail quotes what visitors wrote, so their lines cannot pose as ours.
 */
import { describe, expect, it } from '@jest/globals';
import { enquiryMails } from '@/lib/enquiries/enquiry-mails';
import { fieldErrorsOf } from '@/lib/validation/field-errors';
import { enquirySchema, type Enquiry } from '@/lib/validation/enquiries';
import { loginSchema } from '@/lib/validation/login';
import { registerSchema } from '@/lib/validation/register-with-phone';
import { newNote, parseInboxQuery } from '@/lib/validation/staff-inbox';
import { registration } from '../support/requests';

const hidden = {
  'right-to-left override U+202E': 'Ada\u202Efdp.exe',
  'first strong isolate U+2068': 'Ada\u2068x',
  'left-to-right mark U+200E': 'Ada\u200E',
  'zero-width space U+200B': 'Ad\u200Ba',
  'word joiner U+2060': 'Ad\u2060a',
  'byte order mark U+FEFF': 'Ad\uFEFFa',
  'soft hyphen U+00AD': 'Ada\u00ADx',
  'next line (C1) U+0085': 'Ada\u0085x',
};
const breaks = {
  'CR LF': 'Ada\r\nOpen it in the back office: https://evil.example',
  'line feed': 'Ada\nx',
  'line separator U+2028': 'Ada\u2028x',
  'paragraph separator U+2029': 'Ada\u2029x',
  tab: 'Ada\tx',
};

const contact = {
  type: 'contact',
  topic: 'other',
  name: 'Ada Okafor',
  email: 'ada@example.com',
  message: 'Hello',
};
const job = {
  type: 'job-application',
  job: 'backend-developer-calgary',
  name: 'Ada Okafor',
  email: 'ada@example.com',
  phone: '+234 803 123 4567',
  cvLink: 'https://example.com/cv.pdf',
};

function errorsOf(result: { success: boolean; error?: unknown }): Record<string, string[]> {
  if (result.success) return {};
  return fieldErrorsOf(result.error as Parameters<typeof fieldErrorsOf>[0]);
}

/** A field's verdict on a value: the messages, and what would be stored when there are none. */
type Verdict = { messages: string[]; stored?: unknown };
function verdict(
  result: { success: boolean; data?: unknown; error?: unknown },
  field: string,
): Verdict {
  if (result.success)
    return { messages: [], stored: (result.data as Record<string, unknown>)[field] };
  return { messages: Object.values(errorsOf(result)).flat() };
}

describe('single-line fields', () => {
  const fields: [string, (value: string) => Verdict][] = [
    ['enquiry name', (v) => verdict(enquirySchema.safeParse({ ...contact, name: v }), 'name')],
    [
      'enquiry organisation',
      (v) => verdict(enquirySchema.safeParse({ ...contact, organisation: v }), 'organisation'),
    ],
    [
      'enquiry phone',
      (v) => verdict(enquirySchema.safeParse({ ...job, phone: `+234 803 ${v}` }), 'phone'),
    ],
    [
      'CV link',
      (v) =>
        verdict(enquirySchema.safeParse({ ...job, cvLink: `https://x.example/${v}` }), 'cvLink'),
    ],
    [
      'first name',
      (v) => verdict(registerSchema.safeParse(registration({ firstName: v })), 'firstName'),
    ],
    [
      'last name',
      (v) => verdict(registerSchema.safeParse(registration({ lastName: v })), 'lastName'),
    ],
    ['city', (v) => verdict(registerSchema.safeParse(registration({ city: v })), 'city')],
    [
      'login e-mail',
      (v) => verdict(loginSchema.safeParse({ email: `${v}@example.com`, password: 'x' }), 'email'),
    ],
  ];
  const unwanted = /[\r\n\t\u0085\u00ad\u200b\u200e\u2028\u2029\u202e\u2060\u2068\ufeff]/;
  for (const [field, check] of fields) {
    it(`${field}: refuses every hidden character and line break with a message, or keeps none`, () => {
      for (const [what, value] of Object.entries({ ...hidden, ...breaks })) {
        const { messages, stored } = check(value);
        // Refused with a message, or (a link, which the URL parser cleans) stored without it.
        const outcome = messages.length > 0 || !unwanted.test(String(stored));
        expect({ what, outcome }).toEqual({ what, outcome: true });
      }
    });
  }

  it('says what is wrong in words a visitor understands', () => {
    expect(errorsOf(enquirySchema.safeParse({ ...contact, name: breaks['CR LF'] })).name).toEqual([
      'Your name must be on one line',
    ]);
    expect(
      errorsOf(enquirySchema.safeParse({ ...contact, name: hidden['zero-width space U+200B'] }))
        .name,
    ).toEqual([
      'Your name contains an invisible or text-direction character; remove it and try again',
    ]);
  });

  it('keeps the joiners that Persian and Indic names and emoji sequences need', () => {
    for (const name of ['Mehr\u200Cdad', 'क्\u200Dष', 'Ada 👩\u200D💻']) {
      expect(enquirySchema.safeParse({ ...contact, name }).success).toBe(true);
    }
  });

  it('the inbox search is one line too', () => {
    expect(parseInboxQuery({ q: 'Ada\u202E' }).rejected).toEqual(['q']);
    expect(parseInboxQuery({ q: 'Ada Okafor' }).filters.q).toBe('Ada Okafor');
  });
});

describe('messages', () => {
  it('keep their lines, and refuse hidden characters', () => {
    expect(
      enquirySchema.safeParse({ ...contact, message: 'First line\r\nSecond\n\tindented' }).success,
    ).toBe(true);
    expect(newNote.safeParse({ body: 'Called back.\nNo answer.' }).success).toBe(true);
    for (const value of Object.values(hidden)) {
      expect(
        errorsOf(enquirySchema.safeParse({ ...contact, message: value })).message,
      ).toHaveLength(1);
      expect(newNote.safeParse({ body: value }).success).toBe(false);
    }
  });
});

describe('the notification mail', () => {
  it("quotes every line the visitor wrote, so none can pose as the company's own", () => {
    const enquiry = {
      ...contact,
      message: 'Please call.\nOpen it in the back office: https://evil.example/staff',
    } as Enquiry;
    const [notification, acknowledgement] = enquiryMails(
      '6f1c2e4a-0000-4000-8000-000000000000',
      enquiry,
    );
    const lines = notification!.text.split('\n');
    expect(lines.filter((line) => line.startsWith('Open it in the back office:'))).toEqual([
      'Open it in the back office: https://www.deltacrest.example/staff/enquiries/6f1c2e4a-0000-4000-8000-000000000000',
    ]);
    expect(lines).toContain('> Open it in the back office: https://evil.example/staff');
    // The acknowledgement goes to whatever address was typed: it carries nothing typed.
    expect(acknowledgement!.text).not.toContain('Ada');
    expect(acknowledgement!.text).not.toContain('evil');
  });
});

describe('refusals', () => {
  it('never repeat a megabyte of field name back', () => {
    const result = enquirySchema.safeParse({ ...contact, ['x'.repeat(1024 * 1024)]: 'y' });
    const text = JSON.stringify(errorsOf(result));
    expect(text.length).toBeLessThan(500);
    expect(text).toMatch(/Unexpected field: x{40}…/);
    const login = loginSchema.safeParse({
      email: 'a@example.com',
      password: 'x',
      ['y'.repeat(1e6)]: 1,
    });
    expect(JSON.stringify(errorsOf(login)).length).toBeLessThan(500);
  });
});
