/**
 * The builders' side, part 1, on the real database (PGlite, and PostgreSQL under npm test): a
 * member registers a company, uploads its documents and the identity document, submits it;
 * staff claim it, ask for a document again, accept everything and verify it; and every bad
 * input is refused with a message that says what to do, nothing stored.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { GET as access } from '@/app/api/staff/access/route';
import { deleteAccountForm } from '@/lib/community/forms';
import { eraseEmail } from '@/lib/db/queries/erasure';
import { database } from '@/lib/db/client';
import { readCompany } from '@/lib/db/queries/companies';
import { documentData } from '@/lib/db/queries/supplier-files';
import { auditLog } from '@/lib/db/schema';
import { identityChecks, supplierDocuments } from '@/lib/db/supplier-schema';
import { uploadMessages } from '@/lib/documents/upload';
import {
  REGISTRATION_TAKEN,
  createCompanyForm,
  submitCompanyForm,
} from '@/lib/suppliers/company-forms';
import {
  INVITATION_DEAD,
  inviteColleagueForm,
  joinCompanyForm,
  removeColleagueForm,
} from '@/lib/suppliers/colleague-forms';
import { identityForm, uploadDocumentForm } from '@/lib/suppliers/document-forms';
import { log } from '@/lib/log';
import {
  claimForm,
  companyDecisionForm,
  documentDecisionForm,
  identityDecisionForm,
} from '@/lib/suppliers/review-forms';
import { useTestDatabase } from '../support/database';
import { done, redirected, refused, submit } from '../support/forms';
import { confirmedMember } from '../support/members';
import { signedInStaff } from '../support/staff';
import {
  companyFields,
  documentFields,
  outboxTo,
  pdfBytes,
  pdfFile,
  phonePhoto,
  registeredCompany,
  submittedCompany,
} from '../support/suppliers';

jest.mock('@/lib/mail', () => jest.requireActual('../support/mailbox'));

let cleanup: () => Promise<void>;
beforeAll(async () => {
  cleanup = await useTestDatabase({ SESSION_COOKIE_SECURE: 'false' });
}, 60_000);
afterAll(() => cleanup());

const state = async (id: string) => (await readCompany(id))!.company.state;

test('a company goes from draft to verified through an action requested, and says what to do at each step', async () => {
  const { form, jar } = await confirmedMember();
  const companyId = await registeredCompany(jar, form.email);
  expect(await state(companyId)).toBe('draft');

  // Nothing uploaded: the submission lists every document missing and the identity document.
  const early = refused((await submit(submitCompanyForm, {}, { jar })).outcome);
  expect(early.message).toContain('Upload the CAC certificate');
  expect(early.message).toContain("Upload the responsible person's identity document.");
  expect(await state(companyId)).toBe('draft');

  const { company } = (await readCompany(companyId))!;
  const required = [
    'cac-certificate',
    'tax-clearance',
    'host-community-attestation',
    'insurance',
    'hse-certificate',
  ];
  for (const type of required) {
    const noExpiry = type === 'cac-certificate' || type === 'host-community-attestation';
    const outcome = (
      await submit(uploadDocumentForm, documentFields(type, noExpiry ? { expiresOn: '' } : {}), {
        jar,
      })
    ).outcome;
    expect(redirected(outcome)).toMatch(/saved=document/);
  }
  const identity = new FormData();
  identity.append('documentType', 'nin-slip');
  identity.append('number', 'NIN 1234 5678 901');
  identity.append('front', await phonePhoto());
  redirected((await submit(identityForm, identity, { jar })).outcome);
  redirected((await submit(submitCompanyForm, {}, { jar })).outcome);
  expect(await state(companyId)).toBe('submitted');
  expect(company.registrationNumber).toMatch(/^RC \d+$/);

  // Staff: claim, ask for the insurance again, ask the company for action.
  const reviewer = await signedInStaff();
  done((await submit(claimForm, { company: companyId }, { jar: reviewer.jar })).outcome);
  const insurance = (await readCompany(companyId))!.documents.find((d) => d.type === 'insurance')!;
  done(
    (
      await submit(
        documentDecisionForm,
        {
          company: companyId,
          document: insurance.id,
          decision: 'action-requested',
          note: 'The certificate is cut off: send all of it.',
        },
        { jar: reviewer.jar },
      )
    ).outcome,
  );
  const noNote = refused(
    (
      await submit(
        companyDecisionForm,
        { company: companyId, decision: 'action-requested' },
        { jar: reviewer.jar },
      )
    ).outcome,
  );
  expect(noNote.fieldErrors?.note?.[0]).toMatch(/Say what the company must do/);
  redirected(
    (
      await submit(
        companyDecisionForm,
        {
          company: companyId,
          decision: 'action-requested',
          note: 'Upload the whole insurance certificate.',
        },
        { jar: reviewer.jar },
      )
    ).outcome,
  );
  const asked = (await readCompany(companyId))!.company;
  expect(asked.state).toBe('action-requested');
  expect(asked.stateMessage).toBe('Upload the whole insurance certificate.');
  const mails = await outboxTo(form.email);
  expect(mails.map((mail) => mail.subject)).toEqual([
    expect.stringMatching(/Insurance certificate .* needs your attention$/),
    expect.stringMatching(/: action requested$/),
  ]);
  expect(mails[1]!.body).toContain('What to do: Upload the whole insurance certificate.');

  // The member sends the insurance again and submits again.
  redirected((await submit(uploadDocumentForm, documentFields('insurance'), { jar })).outcome);
  redirected((await submit(submitCompanyForm, {}, { jar })).outcome);
  expect(await state(companyId)).toBe('submitted');
  // Back in the queue, for whoever claims it.
  expect((await readCompany(companyId))!.company.claimedBy).toBeNull();
  done((await submit(claimForm, { company: companyId }, { jar: reviewer.jar })).outcome);

  // Verifying before everything is accepted is refused with what is missing.
  const tooSoon = refused(
    (
      await submit(
        companyDecisionForm,
        { company: companyId, decision: 'verified' },
        { jar: reviewer.jar },
      )
    ).outcome,
  );
  expect(tooSoon.message).toMatch(/^Not yet: .*not accepted/);

  const current = (await readCompany(companyId))!;
  for (const document of current.documents.filter((d) => d.replacedAt === null))
    done(
      (
        await submit(
          documentDecisionForm,
          { company: companyId, document: document.id, decision: 'accepted' },
          { jar: reviewer.jar },
        )
      ).outcome,
    );
  done(
    (
      await submit(
        identityDecisionForm,
        { company: companyId, decision: 'accepted' },
        { jar: reviewer.jar },
      )
    ).outcome,
  );
  redirected(
    (
      await submit(
        companyDecisionForm,
        { company: companyId, decision: 'verified' },
        { jar: reviewer.jar },
      )
    ).outcome,
  );

  const verified = (await readCompany(companyId))!;
  expect(verified.company.state).toBe('verified');
  expect(verified.company.waitingSince).toBeNull();
  expect(verified.company.claimedBy).toBeNull();
  // The identity images are gone; the decision, the type and the last four stay.
  expect(verified.identity).toMatchObject({
    state: 'accepted',
    lastFour: '8901',
    hasFront: false,
    hasBack: false,
    documentType: 'nin-slip',
  });
  expect(verified.identity!.decidedByName).toBe(reviewer.name);
  const db = await database();
  const [row] = await db
    .select()
    .from(identityChecks)
    .where(eq(identityChecks.id, verified.identity!.id));
  expect(row!.front).toBeNull();
  // The earlier insurance copy is kept for staff.
  expect(verified.documents.filter((d) => d.type === 'insurance')).toHaveLength(2);
  const last = (await outboxTo(form.email)).at(-1)!;
  expect(last.subject).toMatch(/is a verified supplier$/);
  expect(last.body).toContain('Insurance certificate');
  const actions = (await db.select().from(auditLog).where(eq(auditLog.subjectId, companyId))).map(
    (entry) => entry.action,
  );
  expect(actions).toEqual(
    expect.arrayContaining([
      'supplier-claim',
      'supplier-document',
      'supplier-identity',
      'supplier-decision',
    ]),
  );
});

test('a photo is kept without its metadata and turned upright; a PDF with its pages counted', async () => {
  const { form, jar } = await confirmedMember();
  const companyId = await registeredCompany(jar, form.email);
  const photo = await phonePhoto();
  expect((await sharp(Buffer.from(await photo.arrayBuffer())).metadata()).exif).toBeDefined();
  redirected(
    (await submit(uploadDocumentForm, documentFields('insurance', { file: photo }), { jar }))
      .outcome,
  );
  const db = await database();
  const [document] = await db
    .select()
    .from(supplierDocuments)
    .where(eq(supplierDocuments.companyId, companyId));
  const file = { data: (await documentData(document!.id))! };
  const kept = await sharp(file.data).metadata();
  expect(kept.format).toBe('jpeg');
  expect(kept.exif).toBeUndefined();
  expect(file.data.includes(Buffer.from('PhoneMaker'))).toBe(false);
  // Held sideways with its orientation in the EXIF: kept upright, the tag gone.
  const sideways = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: 'white' },
  })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
  const turned = new File([new Uint8Array(sideways)], 'sideways.jpg', { type: 'image/jpeg' });
  redirected(
    (await submit(uploadDocumentForm, documentFields('tax-clearance', { file: turned }), { jar }))
      .outcome,
  );
  const tax = (await readCompany(companyId))!.documents.find((d) => d.type === 'tax-clearance')!;
  const upright = (await documentData(tax.id))!;
  expect(await sharp(upright).metadata()).toMatchObject({ width: 800, height: 1200 });
  redirected(
    (await submit(uploadDocumentForm, documentFields('hse-certificate'), { jar })).outcome,
  );
  const pdf = (await readCompany(companyId))!.documents.find((d) => d.type === 'hse-certificate')!;
  expect(pdf).toMatchObject({ pages: 1, fileType: 'application/pdf' });
});

describe('bad input gets a clear answer and stores nothing', () => {
  test('the profile: a registration number out of its country’s form, a second company, a number another company holds', async () => {
    const { form, jar } = await confirmedMember();
    const wrong = refused(
      (await submit(createCompanyForm, companyFields({ registrationNumber: '1234567' }), { jar }))
        .outcome,
    );
    expect(wrong.fieldErrors?.registrationNumber?.[0]).toMatch(/RC or BN followed by digits/);
    expect(wrong.values?.trades).toBe('pipeline-services\nmechanical-construction');
    const uk = refused(
      (
        await submit(
          createCompanyForm,
          companyFields({
            countryCode: 'GB',
            registrationNumber: 'RC 1234567',
            responsiblePhone: '0161 496 0000',
          }),
          { jar },
        )
      ).outcome,
    );
    expect(uk.fieldErrors?.registrationNumber?.[0]).toMatch(/8 characters/);
    const noTrades = refused(
      (await submit(createCompanyForm, companyFields({ trades: [] }), { jar })).outcome,
    );
    expect(noTrades.fieldErrors?.trades?.[0]).toBe('Choose at least one trade');

    await registeredCompany(jar, form.email, { registrationNumber: 'RC 7654321' });
    const second = refused((await submit(createCompanyForm, companyFields(), { jar })).outcome);
    expect(second.message).toMatch(/already belong to a company/);

    const other = await confirmedMember();
    const taken = refused(
      (
        await submit(createCompanyForm, companyFields({ registrationNumber: 'rc7654321' }), {
          jar: other.jar,
        })
      ).outcome,
    );
    expect(taken.fieldErrors?.registrationNumber).toEqual([REGISTRATION_TAKEN]);
    expect(taken.message).not.toMatch(/Rivers Pipeline/);
  });

  test('documents: dates out of order or past, bytes that are not what the name says, scripts, bombs, empty and oversized files', async () => {
    const { form, jar } = await confirmedMember();
    const companyId = await registeredCompany(jar, form.email);
    const upload = async (fields: FormData) =>
      refused((await submit(uploadDocumentForm, fields, { jar })).outcome);

    expect(
      (
        await upload(
          documentFields('insurance', { issuedOn: '2026-06-01', expiresOn: '2026-05-01' }),
        )
      ).fieldErrors?.expiresOn,
    ).toEqual(['The expiry date must come after the issue date']);
    expect(
      (
        await upload(
          documentFields('insurance', { issuedOn: '2020-01-01', expiresOn: '2021-01-01' }),
        )
      ).fieldErrors?.expiresOn,
    ).toEqual(['This document has expired: upload the current one']);
    expect(
      (await upload(documentFields('insurance', { expiresOn: '' }))).fieldErrors?.expiresOn?.[0],
    ).toMatch(/has one/);
    expect((await upload(documentFields('not-a-document'))).fieldErrors?.type?.[0]).toMatch(
      /from the list/,
    );

    const html = new File(['<html><script>alert(1)</script></html>'], 'certificate.pdf', {
      type: 'application/pdf',
    });
    expect(
      (await upload(documentFields('insurance', { file: html }))).fieldErrors?.file?.[0],
    ).toMatch(/its content is not one/);
    const scripted = Buffer.from(
      pdfBytes
        .toString('latin1')
        .replace(
          '/Type /Catalog',
          '/Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >>',
        ),
      'latin1',
    );
    expect(
      (await upload(documentFields('insurance', { file: pdfFile('x.pdf', scripted) }))).fieldErrors
        ?.file,
    ).toEqual([uploadMessages.activeContent]);
    const hidden = Buffer.from(
      pdfBytes.toString('latin1').replace('/Type /Catalog', '/Type /Catalog /A#41 7 0 R'),
      'latin1',
    );
    expect(
      (await upload(documentFields('insurance', { file: pdfFile('x.pdf', hidden) }))).fieldErrors
        ?.file,
    ).toEqual([uploadMessages.activeContent]);

    // A small PNG that says it is 100,000 pixels square.
    const bomb = await sharp({ create: { width: 8, height: 8, channels: 3, background: 'white' } })
      .png()
      .toBuffer();
    bomb.writeUInt32BE(100_000, 16);
    bomb.writeUInt32BE(100_000, 20);
    const bombFile = new File([new Uint8Array(bomb)], 'scan.png', { type: 'image/png' });
    const refusedBomb = (await upload(documentFields('insurance', { file: bombFile }))).fieldErrors
      ?.file?.[0];
    expect([uploadMessages.tooManyPixels, uploadMessages.unreadable]).toContain(refusedBomb);

    expect(
      (await upload(documentFields('insurance', { file: new File([], 'empty.pdf') }))).fieldErrors
        ?.file,
    ).toEqual([uploadMessages.empty]);
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.pdf', {
      type: 'application/pdf',
    });
    expect((await upload(documentFields('insurance', { file: big }))).fieldErrors?.file).toEqual([
      uploadMessages.tooLarge,
    ]);
    expect((await readCompany(companyId))!.documents).toEqual([]);

    // The identity document: a card without its back, a PDF where a photo is asked for.
    const identity = new FormData();
    identity.append('documentType', 'drivers-licence');
    identity.append('number', 'ABC12345DE67');
    identity.append('front', await phonePhoto());
    expect(
      refused((await submit(identityForm, identity, { jar })).outcome).fieldErrors?.back?.[0],
    ).toMatch(/both sides/);
    identity.set('back', pdfFile());
    expect(
      refused((await submit(identityForm, identity, { jar })).outcome).fieldErrors?.back?.[0],
    ).toMatch(/not a JPEG image or a PNG image/);
    expect((await readCompany(companyId))!.identity).toBeUndefined();
  });
});

test('another company’s ids change nothing: a member acts only on their own company', async () => {
  const ada = await confirmedMember();
  const adaCompany = await submittedCompany(ada.jar, ada.form.email);
  const bola = await confirmedMember();
  const bolaCompany = await registeredCompany(bola.jar, bola.form.email);
  // A company's id in the post is not read: Bola's upload lands on Bola's company.
  const fields = documentFields('insurance');
  fields.append('company', adaCompany);
  redirected((await submit(uploadDocumentForm, fields, { jar: bola.jar })).outcome);
  expect(
    (await readCompany(adaCompany))!.documents.filter((d) => d.type === 'insurance'),
  ).toHaveLength(1);
  expect((await readCompany(bolaCompany))!.documents.map((d) => d.type)).toEqual(['insurance']);
  // Nor can Bola decide anything of Ada's: Bola is no member of staff.
  const claim = refused(
    (await submit(claimForm, { company: adaCompany }, { jar: bola.jar })).outcome,
  );
  expect(claim.message).toMatch(/staff session has ended/);
});

test('a person’s supplier data: in their access copy, and gone with their erasure or their account', async () => {
  const admin = await signedInStaff('admin');
  const download = async (email: string) => {
    const answer = await access(
      new Request(`http://localhost/api/staff/access?email=${encodeURIComponent(email)}`, {
        headers: { cookie: admin.cookie },
      }),
      { params: Promise.resolve({}) },
    );
    expect(answer.status).toBe(200);
    return unzipSync(new Uint8Array(await answer.arrayBuffer()));
  };
  const ada = await confirmedMember();
  const companyId = await submittedCompany(ada.jar, ada.form.email, {
    responsibleEmail: ada.form.email,
  });
  const files = await download(ada.form.email);
  const data = JSON.parse(new TextDecoder().decode(files['data.json'])) as {
    supplierCompanies: { registeredName: string; documents: { inThisArchive: string }[] }[];
  };
  expect(data.supplierCompanies).toHaveLength(1);
  const document = data.supplierCompanies[0]!.documents[0]!;
  expect(Buffer.from(files[document.inThisArchive]!)).toEqual(pdfBytes);
  const front = Object.keys(files).find((name) => /identity-1-front\.jpg$/.test(name))!;
  expect(Buffer.from(files[front]!).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  expect(new TextDecoder().decode(files['data.json'])).not.toMatch(/claimedBy|invitedByStaffId/);

  // Erasure: the company the person was the last member of goes with its documents.
  const gone = await eraseEmail(admin, ada.form.email);
  expect(gone.companies).toBe(1);
  expect(await readCompany(companyId)).toBeUndefined();

  // The responsible person of a company they are not a member of: their details and images go.
  const bola = await confirmedMember();
  const responsible = `resp.${Date.now()}@example.com`;
  const bolaCompany = await submittedCompany(bola.jar, bola.form.email, {
    responsibleEmail: responsible,
  });
  await eraseEmail(admin, responsible);
  const kept = (await readCompany(bolaCompany))!;
  expect(kept.company).toMatchObject({
    responsibleName: 'Erased on request',
    responsibleEmail: '',
  });
  expect(kept.identity).toMatchObject({ hasFront: false, lastFour: '8901' });
  expect(kept.documents.length).toBeGreaterThan(0);

  // Deleting the account: the company goes with its last member.
  const deletion = { currentPassword: bola.form.password };
  expect(redirected((await submit(deleteAccountForm, deletion, { jar: bola.jar })).outcome)).toBe(
    '/community/goodbye',
  );
  expect(await readCompany(bolaCompany)).toBeUndefined();
});

/** The link of the newest mail the worker logged to `to` (no SMTP in tests), waited for. */
async function loggedLink(info: { mock: { calls: unknown[][] } }, to: string, path: string) {
  for (let wait = 0; wait < 100; wait += 1) {
    const found = info.mock.calls
      .map(([entry]) => entry as { mail?: boolean; to?: string; link?: string })
      .filter((entry) => entry?.mail && entry.to === to && entry.link?.includes(path))
      .at(-1);
    if (found?.link) return found.link;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no ${path} link mailed to ${to}`);
}

test('the owner invites a colleague, who joins from the mailed link signed in with that address, once; and removes them', async () => {
  const ada = await confirmedMember();
  const companyId = await registeredCompany(ada.jar, ada.form.email);
  const bola = await confirmedMember();
  const info = jest.spyOn(log, 'info');
  const invite = (email: string) => submit(inviteColleagueForm, { email }, { jar: ada.jar });
  expect(done((await invite(bola.form.email)).outcome).message).toMatch(/works for 7 days/);
  // The link's token is made as the mail worker sends the mail (without SMTP, to the log).
  const link = await loggedLink(info, bola.form.email, '/community/company/join');
  info.mockRestore();
  const token = new URL(link).searchParams.get('token')!;

  // Someone else signed in with the link: refused, and the link still works for Bola.
  const carol = await confirmedMember();
  const wrong = refused((await submit(joinCompanyForm, { token }, { jar: carol.jar })).outcome);
  expect(wrong.message).toBe(INVITATION_DEAD);
  expect(redirected((await submit(joinCompanyForm, { token }, { jar: bola.jar })).outcome)).toMatch(
    /saved=joined/,
  );
  const people = (await readCompany(companyId))!.people;
  expect(people.map((person) => person.role)).toEqual(['owner', 'colleague']);
  const again = refused((await submit(joinCompanyForm, { token }, { jar: bola.jar })).outcome);
  expect(again.message).toBe(INVITATION_DEAD);

  // A colleague cannot invite; the owner removes them.
  const notOwner = refused(
    (await submit(inviteColleagueForm, { email: 'x@example.com' }, { jar: bola.jar })).outcome,
  );
  expect(notOwner.message).toMatch(/Only the person who registered the company/);
  const bolaId = people.find((person) => person.role === 'colleague')!.memberId;
  expect(
    redirected((await submit(removeColleagueForm, { member: bolaId }, { jar: ada.jar })).outcome),
  ).toMatch(/saved=colleague/);
  expect((await readCompany(companyId))!.people).toHaveLength(1);
});
