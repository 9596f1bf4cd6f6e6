import { defineContent } from '@/content/schemas/define';
import { supplierRequirementsSchema } from '@/content/schemas/suppliers';

/**
 * What a supplier must hold to be verified, by supplier class: the documents operators and
 * NipeX's Joint Qualification System ask of a Nigerian contractor, and their UK counterparts.
 * Editors change this list and redeploy: a new required document shows to every company of the
 * class as missing (a verified company keeps its state until a required document expires).
 * `for` limits a document to companies registered in Nigeria (NG), the UK (GB) or elsewhere.
 */
export const supplierRequirements = defineContent(
  'supplier-documents',
  supplierRequirementsSchema,
  {
    documents: [
      {
        key: 'cac-certificate',
        name: 'CAC certificate of incorporation or business name registration',
        issuer: 'Corporate Affairs Commission (CAC)',
        numberLabel: 'RC or BN number',
        expires: false,
        for: ['NG'],
      },
      {
        key: 'companies-house-certificate',
        name: 'Certificate of incorporation',
        issuer: 'Companies House',
        numberLabel: 'Company number',
        expires: false,
        for: ['GB'],
      },
      {
        key: 'home-registration',
        name: 'Certificate of incorporation in the home country',
        issuer: 'the companies registry of the country of registration',
        numberLabel: 'Registration number',
        expires: false,
        for: ['elsewhere'],
      },
      {
        key: 'tax-clearance',
        name: 'Tax clearance certificate (TCC)',
        issuer: 'Federal Inland Revenue Service (FIRS) or a State Internal Revenue Service',
        numberLabel: 'TCC number',
        expires: true,
        for: ['NG'],
      },
      {
        key: 'nuprc-permit',
        name: 'NUPRC permit',
        issuer: 'Nigerian Upstream Petroleum Regulatory Commission (NUPRC)',
        numberLabel: 'Permit number',
        expires: true,
        for: ['NG'],
      },
      {
        key: 'ncdmb-certificate',
        name: 'Nigerian Content certificate (NCEC)',
        issuer: 'Nigerian Content Development and Monitoring Board (NCDMB)',
        numberLabel: 'Certificate number',
        expires: true,
        for: ['NG'],
      },
      {
        key: 'itf-compliance',
        name: 'ITF compliance certificate',
        issuer: 'Industrial Training Fund (ITF)',
        numberLabel: 'Certificate number',
        expires: true,
        for: ['NG'],
      },
      {
        key: 'nsitf-compliance',
        name: 'NSITF compliance certificate',
        issuer: 'Nigeria Social Insurance Trust Fund (NSITF)',
        numberLabel: 'Certificate number',
        expires: true,
        for: ['NG'],
      },
      {
        key: 'pencom-compliance',
        name: 'PENCOM compliance certificate',
        issuer: 'National Pension Commission (PENCOM)',
        numberLabel: 'Certificate number',
        expires: true,
        for: ['NG'],
      },
      {
        key: 'insurance',
        name: "Insurance certificate (employer's and public liability)",
        issuer: 'your insurer',
        numberLabel: 'Policy number',
        expires: true,
      },
      {
        key: 'hse-certificate',
        name: 'HSE management certificate (ISO 45001 or equivalent)',
        issuer: 'an accredited certification body',
        numberLabel: 'Certificate number',
        expires: true,
      },
      {
        key: 'host-community-attestation',
        name: 'Host community attestation letter',
        issuer: 'the Community Development Committee or the Local Government Area',
        numberLabel: 'Letter reference',
        expires: false,
        for: ['NG'],
      },
      {
        key: 'specialist-licence',
        name: 'Licence for the regulated work (radiography, explosives, diving, lifting)',
        issuer: 'the regulator of that work',
        numberLabel: 'Licence number',
        expires: true,
      },
    ],
    classes: [
      {
        key: 'general',
        name: 'General',
        description: 'A company registered in Nigeria or the UK supplying goods or services.',
        required: [
          'cac-certificate',
          'companies-house-certificate',
          'home-registration',
          'tax-clearance',
          'nuprc-permit',
          'ncdmb-certificate',
          'itf-compliance',
          'nsitf-compliance',
          'pencom-compliance',
          'insurance',
          'hse-certificate',
        ],
      },
      {
        key: 'host-community',
        name: 'Host community',
        description:
          'A company from a community that hosts oil and gas operations, given preference under the Nigerian Oil and Gas Industry Content Development Act.',
        required: [
          'cac-certificate',
          'tax-clearance',
          'host-community-attestation',
          'insurance',
          'hse-certificate',
        ],
      },
      {
        key: 'foreign',
        name: 'Foreign',
        description: 'A company registered outside Nigeria working through a local partner.',
        required: [
          'companies-house-certificate',
          'home-registration',
          'insurance',
          'hse-certificate',
        ],
      },
      {
        key: 'special',
        name: 'Special',
        description:
          'A company for regulated or specialist work (radiography, explosives, diving, heavy lifting).',
        required: [
          'cac-certificate',
          'companies-house-certificate',
          'home-registration',
          'tax-clearance',
          'insurance',
          'hse-certificate',
          'specialist-licence',
        ],
      },
    ],
    identityDocuments: [
      { key: 'nin-slip', name: 'NIN slip (National Identification Number)', back: false },
      { key: 'international-passport', name: 'International passport', back: false },
      { key: 'drivers-licence', name: "Driver's licence", back: true },
      { key: 'voters-card', name: "Permanent voter's card", back: true },
      { key: 'uk-passport', name: 'UK passport', back: false },
      { key: 'uk-photocard-licence', name: 'UK photocard driving licence', back: true },
    ],
  },
);

export const supplierDocumentTypes = supplierRequirements.documents;
export const supplierClassEntries = supplierRequirements.classes;
export const identityDocuments = supplierRequirements.identityDocuments;

export const findDocumentType = (key: string) =>
  supplierDocumentTypes.find((document) => document.key === key);
export const findIdentityDocument = (key: string) =>
  identityDocuments.find((document) => document.key === key);
