import { describe, expect, it } from '@jest/globals';
import { textFields } from '@/lib/forms/core';
import { enquiryForm } from '@/lib/enquiries/form';
import { enquirySchema } from '@/lib/validation/enquiries';
import { fieldErrorsOf } from '@/lib/validation/field-errors';

/** Field -> its first message, as the form shows them; empty when the values are valid. */
function enquiryErrors(values: Record<string, string>): Record<string, string> {
  const result = enquirySchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(
    Object.entries(fieldErrorsOf(result.error)).map(([field, messages]) => [field, messages[0]!]),
  );
}

const contact = {
  type: 'contact',
  topic: 'services',
  name: 'Ngozi',
  email: 'ngozi@example.com',
  message: 'Hello',
};

describe('the shared enquiry schema', () => {
  it('accepts each form type and coerces the study duration from form text', () => {
    const study = enquirySchema.parse({
      type: 'study',
      program: 'bachelor-degree',
      school: 'university-of-manitoba',
      duration: '4',
      name: ' Ngozi ',
      email: 'ngozi@example.com',
    });
    expect(study).toMatchObject({ duration: 4, name: 'Ngozi' });
    expect(enquiryErrors(contact)).toEqual({});
  });

  it('names each problem on its field, in the words the form shows', () => {
    expect(
      enquiryErrors({
        type: 'study',
        program: 'masters-degree',
        school: 'x',
        duration: '6',
        email: 'no',
      }),
    ).toEqual({
      duration: 'Choose 1 to 5 years',
      name: 'Enter your name',
      email: 'Enter a valid e-mail address, like name@example.com',
    });
    expect(enquiryErrors({ ...contact, topic: 'gossip', phone: '12' })).toEqual({
      topic: 'Choose what your enquiry is about',
      phone: 'Enter a phone number with 6 to 20 digits, like +234 803 123 4567',
    });
    expect(
      enquiryErrors({
        name: 'Ngozi',
        email: 'ngozi@example.com',
        type: 'job-application',
        job: 'x',
        phone: '+44 161 496 0123',
        cvLink: 'ftp://x',
      }),
    ).toEqual({
      cvLink: 'Enter a full link starting with https://',
    });
  });

  it('refuses unknown fields and unknown types', () => {
    expect(enquiryErrors({ ...contact, admin: 'true' })).toEqual({
      form: 'Unexpected field: admin',
    });
    expect(enquiryErrors({ ...contact, type: 'newsletter' })).toEqual({
      type: 'Unknown enquiry type',
    });
  });

  it('leaves empty optional fields out of the values it reads from a form', () => {
    const form = new FormData();
    form.set('name', 'Ngozi');
    form.set('phone', '   ');
    form.set('cv', new File([], ''));
    form.set('reference_code', '');
    expect(enquiryForm.read!(textFields(form), form)).toEqual({ name: 'Ngozi' });
  });
});
