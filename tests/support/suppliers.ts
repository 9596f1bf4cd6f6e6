/**
 * Companies as their members make them through the portal's forms, and the files they upload:
 * a real PDF, photos drawn by sharp (one with GPS in its EXIF), and the files an attacker or a
 * careless upload would send.
 */
import { expect } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { database } from '@/lib/db/client';
import { outbox } from '@/lib/db/schema';
import { createCompanyForm, submitCompanyForm } from '@/lib/suppliers/company-forms';
import { identityForm, uploadDocumentForm } from '@/lib/suppliers/document-forms';
import { companyOfMember, readCompany } from '@/lib/db/queries/companies';
import { findMemberByEmail } from '@/lib/db/queries/members';
import { requiredTypes } from '@/lib/suppliers/requirements';
import { lagosToday } from '@/lib/suppliers/dates';
import {
  claimForm,
  companyDecisionForm,
  documentDecisionForm,
  identityDecisionForm,
} from '@/lib/suppliers/review-forms';
import { done, redirected, submit, type TestJar } from './forms';

export const pdfBytes = readFileSync(path.join(__dirname, '../../e2e/fixtures/cv.pdf'));

export const pdfFile = (name = 'certificate.pdf', bytes: Buffer = pdfBytes) =>
  new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

/** A photo of a document as a phone takes it: JPEG, with its position in the EXIF. */
export async function phonePhoto(width = 600, height = 400) {
  // Noise, so that any stretch of the picture's bytes is its own and can be looked for.
  const data = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: 'white',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '4/1 48/1 56/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '7/1 2/1 59/1',
      },
    })
    .toBuffer();
  return new File([new Uint8Array(data)], 'photo.jpg', { type: 'image/jpeg' });
}

let counter = 0;

/** A company's form as its page posts it; unique registration unless told otherwise. */
export function companyFields(overrides: Record<string, string | string[]> = {}) {
  counter += 1;
  const unique = `${Date.now() % 1_000_000}${counter}`.slice(-7).padStart(7, '1');
  const values: Record<string, string | string[]> = {
    registeredName: `Rivers Pipeline Works ${counter} Limited`,
    countryCode: 'NG',
    registrationNumber: `RC ${unique}`,
    taxNumber: '12345678-0001',
    registeredAddress: '5 Aba Road, Port Harcourt, Rivers State',
    supplierClass: 'host-community',
    trades: ['pipeline-services', 'mechanical-construction'],
    areas: ['NG-RI', 'NG-BY'],
    responsibleName: 'Ngozi Amadi',
    responsibleRole: 'Managing director',
    responsibleEmail: 'ngozi.amadi@example.com',
    responsiblePhone: '0803 123 4567',
    ...overrides,
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(values))
    for (const one of Array.isArray(value) ? value : [value]) form.append(name, one);
  return form;
}

/** Registers a company for the member whose cookies `jar` holds: its id. */
export async function registeredCompany(jar: TestJar, email: string, overrides = {}) {
  const outcome = (await submit(createCompanyForm, companyFields(overrides), { jar })).outcome;
  expect(redirected(outcome)).toBe('/community/company?saved=created');
  const member = await findMemberByEmail(email);
  return (await companyOfMember(member!.id))!.companyId;
}

const DAY_MS = 86_400_000;
export const dayFromNow = (days: number) => lagosToday(new Date(Date.now() + days * DAY_MS));

/** A document's form with a real PDF; dates a year either side of today unless told. */
export function documentFields(type: string, overrides: Record<string, string | File> = {}) {
  const form = new FormData();
  const values = {
    type,
    number: `${type.toUpperCase()}-0001`,
    issuedOn: dayFromNow(-200),
    expiresOn: dayFromNow(300),
    file: pdfFile(),
    ...overrides,
  };
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  return form;
}

/** Uploads every required document and the identity document, then submits the company. */
export async function submittedCompany(
  jar: TestJar,
  email: string,
  overrides = {},
  documents: Record<string, Record<string, string>> = {},
) {
  const companyId = await registeredCompany(jar, email, overrides);
  const { company } = (await readCompany(companyId))!;
  for (const type of requiredTypes(company)) {
    const fields = documentFields(type.key, {
      ...(type.expires ? {} : { expiresOn: '' }),
      ...documents[type.key],
    });
    expect(redirected((await submit(uploadDocumentForm, fields, { jar })).outcome)).toMatch(
      /saved=document/,
    );
  }
  const identity = new FormData();
  identity.append('documentType', 'nin-slip');
  identity.append('number', '12345678901');
  identity.append('front', await phonePhoto());
  expect(redirected((await submit(identityForm, identity, { jar })).outcome)).toMatch(
    /saved=identity/,
  );
  expect(redirected((await submit(submitCompanyForm, {}, { jar })).outcome)).toMatch(
    /saved=submitted/,
  );
  return companyId;
}

/** The mail the outbox holds for an address, oldest first. */
export async function outboxTo(email: string) {
  const db = await database();
  const rows = await db.select().from(outbox).where(eq(outbox.to, email.toLowerCase()));
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** Claims, accepts every current document and the identity check, and verifies the company. */
export async function verifiedBy(reviewer: { jar: TestJar }, companyId: string) {
  const as = { jar: reviewer.jar };
  done((await submit(claimForm, { company: companyId }, as)).outcome);
  const { documents } = (await readCompany(companyId))!;
  for (const document of documents.filter((d) => d.replacedAt === null))
    done(
      (
        await submit(
          documentDecisionForm,
          { company: companyId, document: document.id, decision: 'accepted' },
          as,
        )
      ).outcome,
    );
  done(
    (await submit(identityDecisionForm, { company: companyId, decision: 'accepted' }, as)).outcome,
  );
  redirected(
    (await submit(companyDecisionForm, { company: companyId, decision: 'verified' }, as)).outcome,
  );
  expect((await readCompany(companyId))!.company.state).toBe('verified');
}
