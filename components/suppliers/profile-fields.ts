import 'server-only';
import type { FieldSpec } from '@/components/forms/field-spec';
import { services } from '@/content/services';
import { supplierClassEntries } from '@/content/supplier-documents';
import { listCountries } from '@/lib/locations';
import type { Company } from '@/lib/db/supplier-schema';
import { areaOptions } from '@/lib/suppliers/company-fields';

/**
 * The company form's fields, filled with the company's values when it has some: the profile
 * (until it is submitted), then the trades and areas, which may change at any time.
 */

const firstCountries = ['NG', 'GB'];

function countryOptions() {
  const all = listCountries().map((country) => ({ value: country.code, label: country.name }));
  return [
    ...firstCountries.map((code) => all.find((country) => country.value === code)!),
    ...all.filter((country) => !firstCountries.includes(country.value)),
  ];
}

export function workFields(company?: Pick<Company, 'trades' | 'areas'>): FieldSpec[] {
  return [
    {
      kind: 'choices',
      name: 'trades',
      label: 'Trades the company offers',
      hint: 'From our own service catalogue: we match opportunities to these.',
      options: services.map((service) => ({ value: service.slug, label: service.title })),
      defaultValue: company?.trades.join('\n') ?? '',
    },
    {
      kind: 'choices',
      name: 'areas',
      label: 'Where the company works',
      hint: 'Nigerian states and UK nations.',
      options: areaOptions().flatMap((group) =>
        group.areas.map((area) => ({ ...area, group: group.country })),
      ),
      defaultValue: company?.areas.join('\n') ?? '',
    },
  ];
}

export function profileFields(company?: Company): FieldSpec[] {
  const value = (key: keyof Company) => String(company?.[key] ?? '');
  return [
    {
      kind: 'text',
      name: 'registeredName',
      label: 'Registered name',
      hint: 'As on the certificate of incorporation or business name registration.',
      autoComplete: 'organization',
      maxLength: 160,
      defaultValue: value('registeredName'),
    },
    {
      kind: 'select',
      name: 'countryCode',
      label: 'Country of registration',
      options: countryOptions(),
      defaultValue: value('countryCode') || 'NG',
    },
    {
      kind: 'text',
      name: 'registrationNumber',
      label: 'Registration number',
      hint: 'Nigeria: RC or BN followed by digits (RC 1234567). UK: the Companies House number, 8 characters (01234567 or SC123456).',
      maxLength: 40,
      defaultValue: value('registrationNumber'),
    },
    {
      kind: 'text',
      name: 'taxNumber',
      label: 'Tax identification number (TIN)',
      hint: 'Nigeria: 12345678-0001, or the JTB TIN. UK: the 10-digit UTR or the VAT number.',
      maxLength: 30,
      defaultValue: value('taxNumber'),
    },
    {
      kind: 'textarea',
      name: 'registeredAddress',
      label: 'Registered address',
      rows: 3,
      maxLength: 400,
      defaultValue: value('registeredAddress'),
    },
    {
      kind: 'select',
      name: 'supplierClass',
      label: 'Supplier class',
      hint: supplierClassEntries.map((entry) => `${entry.name}: ${entry.description}`).join(' '),
      options: supplierClassEntries.map((entry) => ({ value: entry.key, label: entry.name })),
      defaultValue: value('supplierClass'),
    },
    ...workFields(company),
    {
      kind: 'text',
      name: 'responsibleName',
      label: 'Responsible person: full name',
      hint: 'The director or officer who answers for the company; we check their identity document.',
      autoComplete: 'name',
      maxLength: 120,
      defaultValue: value('responsibleName'),
    },
    {
      kind: 'text',
      name: 'responsibleRole',
      label: 'Responsible person: role',
      hint: 'Managing director, for example.',
      autoComplete: 'organization-title',
      maxLength: 120,
      defaultValue: value('responsibleRole'),
    },
    {
      kind: 'text',
      name: 'responsibleEmail',
      label: 'Responsible person: e-mail address',
      type: 'email',
      autoComplete: 'email',
      maxLength: 254,
      defaultValue: value('responsibleEmail'),
    },
    {
      kind: 'text',
      name: 'responsiblePhone',
      label: 'Responsible person: phone number',
      hint: 'With the country code if it is not in the country of registration: +234 803 123 4567.',
      type: 'tel',
      autoComplete: 'tel',
      maxLength: 40,
      defaultValue: value('responsiblePhone'),
    },
  ];
}
