import { z } from 'zod';
import { findService } from '@/content/services';
import { findCountry, listStates } from '@/lib/locations';
import { supplierClasses } from '@/lib/db/supplier-schema';
import { multiLine, singleLine } from '@/lib/validation/characters';
import { emailField } from '@/lib/validation/fields';
import { normalisePhone, phoneProblem } from '@/lib/validation/phone';

/**
 * A company's profile as its form posts it, checked and normalised: the registration number in
 * its country's form, the trades from our catalogue, the areas from the location data.
 */

/** The countries whose registration numbers have a form we check. */
const registrationForms: Record<
  string,
  { pattern: RegExp; normalise: (raw: string) => string; hint: string }
> = {
  // CAC: RC for a company, BN for a business name, then digits.
  NG: {
    pattern: /^(RC|BN)\s?-?\s?(\d{1,8})$/,
    normalise: (raw) => raw.replace(/^(RC|BN)\s?-?\s?/, '$1 '),
    hint: 'RC or BN followed by digits, such as RC 1234567',
  },
  // Companies House: 8 characters, digits or a two-letter prefix and 6 digits.
  GB: {
    pattern: /^(\d{8}|[A-Z]{2}\d{6})$/,
    normalise: (raw) => raw,
    hint: '8 characters, such as 01234567 or SC123456',
  },
};

export const registrationHint = (countryCode: string) =>
  registrationForms[countryCode]?.hint ?? 'As your country’s registry writes it';

const compact = (raw: string) => raw.trim().toUpperCase().replace(/\s+/g, ' ');

/** The number in its country's form, or undefined when it does not fit it. */
export function normaliseRegistration(countryCode: string, raw: string): string | undefined {
  const value = compact(raw);
  const form = registrationForms[countryCode];
  if (!form) return /^[A-Z0-9][A-Z0-9 ./-]{1,39}$/.test(value) ? value : undefined;
  const joined = countryCode === 'GB' ? value.replace(/\s/g, '') : value;
  return form.pattern.test(joined) ? form.normalise(joined) : undefined;
}

/** Nigeria: FIRS TIN (12345678-0001) or the JTB's 10 or 13 digits; elsewhere 4 to 20 characters. */
export function normaliseTaxNumber(countryCode: string, raw: string): string | undefined {
  const value = compact(raw).replace(/\s/g, '');
  if (countryCode === 'NG') return /^(\d{8}-\d{4}|\d{10}|\d{13})$/.test(value) ? value : undefined;
  if (countryCode === 'GB') return /^(\d{10}|GB\d{9})$/.test(value) ? value : undefined;
  return /^[A-Z0-9][A-Z0-9./-]{3,19}$/.test(value) ? value : undefined;
}

/** `NG-RI`, `GB-ENG`: a Nigerian state or a UK nation (the location data's codes). */
export const areaCountries = ['NG', 'GB'] as const;

export function areaOptions() {
  return areaCountries.map((country) => ({
    country: findCountry(country)!.name,
    areas: (listStates(country) ?? [])
      .filter((state) => country !== 'GB' || ['ENG', 'SCT', 'WLS', 'NIR'].includes(state.code))
      .map((state) => ({ value: `${country}-${state.code}`, label: state.name })),
  }));
}

const knownAreas = () => new Set(areaOptions().flatMap((group) => group.areas.map((a) => a.value)));

/** A one-line field: `label` names it in messages ("The registered name must be…"). */
const text = (label: string, max: number) =>
  z
    .string({ error: `Enter ${label.toLowerCase()}` })
    .trim()
    .min(1, `Enter ${label.toLowerCase()}`)
    .max(max, `${label} must be at most ${max} characters`)
    .check(singleLine(label));

export const companyProfileSchema = z
  .strictObject({
    registeredName: text('The registered name', 160),
    countryCode: z
      .string({ error: 'Choose the country of registration' })
      .refine((code) => Boolean(findCountry(code)), 'Choose the country of registration'),
    registrationNumber: z
      .string({ error: 'Enter the registration number' })
      .trim()
      .max(40, 'Registration number must be at most 40 characters'),
    taxNumber: z
      .string({ error: 'Enter the tax number (TIN)' })
      .trim()
      .max(30, 'Tax number must be at most 30 characters'),
    registeredAddress: z
      .string({ error: 'Enter the registered address' })
      .trim()
      .min(1, 'Enter the registered address')
      .max(400, 'Registered address must be at most 400 characters')
      .check(multiLine('The registered address')),
    trades: z
      .array(
        z.string().refine((slug) => Boolean(findService(slug)), 'Choose trades from the list'),
        {
          error: 'Choose at least one trade',
        },
      )
      .min(1, 'Choose at least one trade')
      .max(25),
    areas: z
      .array(
        z.string().refine((area) => knownAreas().has(area), 'Choose areas from the list'),
        {
          error: 'Choose at least one area',
        },
      )
      .min(1, 'Choose at least one area')
      .max(60),
    supplierClass: z.enum(supplierClasses, 'Choose the supplier class'),
    responsibleName: text('The responsible person’s name', 120),
    responsibleRole: text('The responsible person’s role', 120),
    responsibleEmail: emailField,
    responsiblePhone: z.string({ error: 'Enter a phone number' }).trim().max(40),
  })
  .transform((values, context) => {
    const registrationNumber = normaliseRegistration(values.countryCode, values.registrationNumber);
    if (!registrationNumber)
      context.addIssue({
        code: 'custom',
        path: ['registrationNumber'],
        message: `Enter the registration number in its country’s form: ${registrationHint(values.countryCode)}`,
      });
    const taxNumber = normaliseTaxNumber(values.countryCode, values.taxNumber);
    if (!taxNumber)
      context.addIssue({
        code: 'custom',
        path: ['taxNumber'],
        message:
          values.countryCode === 'NG'
            ? 'Enter the TIN as FIRS or the JTB writes it: 12345678-0001, or 10 or 13 digits'
            : 'Enter the tax number as your tax office writes it',
      });
    const phone = phoneProblem(values.responsiblePhone, values.countryCode);
    if (phone) context.addIssue({ code: 'custom', path: ['responsiblePhone'], message: phone });
    return {
      ...values,
      registrationNumber: registrationNumber ?? '',
      taxNumber: taxNumber ?? '',
      responsiblePhone: normalisePhone(values.responsiblePhone, values.countryCode),
      trades: [...new Set(values.trades)],
      areas: [...new Set(values.areas)],
    };
  });

export type CompanyProfile = z.output<typeof companyProfileSchema>;

/** Once submitted, only trades and areas change: the rest is what staff checked. */
export const companyWorkSchema = companyProfileSchema.in.pick({ trades: true, areas: true });
