import 'server-only';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { findDocumentType, findIdentityDocument } from '@/content/supplier-documents';
import { sealBytes } from '@/lib/auth/secrets';
import { reserveAttachment } from '@/lib/caps';
import { readCompany } from '@/lib/db/queries/companies';
import { storeUpload } from '@/lib/db/queries/stored-files';
import { insertDocument, insertIdentityCheck } from '@/lib/db/queries/supplier-files';
import { checkUpload } from '@/lib/documents/upload';
import { defineForm, pick } from '@/lib/forms/core';
import { HttpError } from '@/lib/http/errors';
import { consume } from '@/lib/rate-limit';
import { singleLine } from '@/lib/validation/characters';
import { lagosToday } from './dates';
import { COMPANY_PAGE } from './mails';
import { mayUpload, memberCompany } from './membership';
import { uploadableTypes } from './requirements';

/**
 * A company's documents and its responsible person's identity document, uploaded by a member of
 * the company: each file judged by its bytes (lib/documents/upload.ts), the dates checked
 * against each other and today, and nothing stored unless all of it holds.
 */

const day = (label: string) =>
  z
    .string({ error: `Enter the ${label}` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `Enter the ${label} as a date`)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), `Enter a real ${label}`);

const refuse = (field: string, message: string) =>
  new HttpError(422, message, { [field]: [message] });

const documentSchema = z
  .strictObject({
    type: z.string({ error: 'Choose the document' }).max(60),
    number: z
      .string({ error: 'Enter its number' })
      .trim()
      .min(1, 'Enter its number')
      .max(60, 'The number must be at most 60 characters')
      .check(singleLine('The number')),
    issuedOn: day('issue date'),
    expiresOn: z.union([day('expiry date'), z.literal('')]).optional(),
  })
  .superRefine((values, context) => {
    const today = lagosToday();
    if (values.issuedOn > today)
      context.addIssue({
        code: 'custom',
        path: ['issuedOn'],
        message: 'The issue date cannot be in the future',
      });
    if (values.expiresOn && values.expiresOn <= values.issuedOn)
      context.addIssue({
        code: 'custom',
        path: ['expiresOn'],
        message: 'The expiry date must come after the issue date',
      });
    else if (values.expiresOn && values.expiresOn < today)
      context.addIssue({
        code: 'custom',
        path: ['expiresOn'],
        message: 'This document has expired: upload the current one',
      });
  });

/** Uploads a company's day: more is not a person renewing papers. */
const companyUploads = (companyId: string) => ({
  action: 'supplier-uploads',
  subject: companyId,
  limit: 100,
  windowSeconds: 24 * 60 * 60,
});

export const uploadDocumentForm = defineForm({
  schema: documentSchema,
  keep: ['type', 'number', 'issuedOn', 'expiresOn'],
  read: (fields) => pick(fields, ['type', 'number', 'issuedOn', 'expiresOn']),
  async work(values, { cookies, form }) {
    const { member, companyId } = await memberCompany(cookies);
    const current = await readCompany(companyId);
    const type = findDocumentType(values.type);
    if (!current || !type || !uploadableTypes(current.company).includes(type))
      throw refuse('type', 'Choose a document from the list');
    if (type.expires && !values.expiresOn)
      throw refuse('expiresOn', 'Enter the expiry date: this document has one');
    mayUpload(current.company);
    await consume(companyUploads(companyId));
    const file = await checkUpload(form.get('file'), ['pdf', 'jpeg', 'png'], type.key);
    if ('error' in file) throw refuse('file', file.error);
    await reserveAttachment(file.bytes);
    const upload = await storeUpload(file.data);
    await insertDocument(
      companyId,
      mayUpload,
      {
        type: type.key,
        number: values.number,
        issuedOn: values.issuedOn,
        expiresOn: type.expires ? (values.expiresOn ?? null) : null,
        fileName: file.name,
        fileType: file.type,
        fileBytes: file.bytes,
        pages: file.pages,
        uploadedBy: member.id,
      },
      upload,
    );
    return { redirect: `${COMPANY_PAGE}?saved=document#documents` };
  },
});

const identitySchema = z.strictObject({
  documentType: z.string({ error: 'Choose the identity document' }).max(60),
  number: z
    .string({ error: 'Enter its number' })
    .trim()
    .min(4, 'Enter its number (at least 4 characters)')
    .max(40, 'The number must be at most 40 characters')
    .check(singleLine('The number')),
});

export const identityForm = defineForm({
  schema: identitySchema,
  keep: ['documentType'],
  read: (fields) => pick(fields, ['documentType', 'number']),
  async work({ documentType, number }, { cookies, form }) {
    const { member, companyId } = await memberCompany(cookies);
    const type = findIdentityDocument(documentType);
    if (!type) throw refuse('documentType', 'Choose the identity document from the list');
    if ((await readCompany(companyId))?.identity?.state === 'accepted')
      throw new HttpError(409, 'The identity check is accepted: there is nothing more to send.');
    await consume(companyUploads(companyId));
    const front = await checkUpload(form.get('front'), ['jpeg', 'png'], 'front');
    if ('error' in front) throw refuse('front', front.error);
    const backFile = form.get('back');
    const hasBack = backFile instanceof File && backFile.size > 0;
    if (type.back && !hasBack)
      throw refuse('back', 'Upload the back too: this document carries details on both sides');
    const back = hasBack ? await checkUpload(backFile, ['jpeg', 'png'], 'back') : undefined;
    if (back && 'error' in back) throw refuse('back', back.error);
    await reserveAttachment(front.bytes + (back?.bytes ?? 0));
    const id = randomUUID();
    const stored = await insertIdentityCheck(companyId, mayUpload, {
      id,
      documentType: type.key,
      lastFour: number.replace(/\s/g, '').slice(-4).toUpperCase(),
      front: sealBytes(front.data, `identity:${id}:front`),
      frontType: front.type,
      back: back ? sealBytes(back.data, `identity:${id}:back`) : null,
      backType: back?.type ?? null,
      submittedBy: member.id,
    });
    if (!stored) throw new HttpError(404, 'Your company is no longer on the portal.');
    return { redirect: `${COMPANY_PAGE}?saved=identity#identity` };
  },
});
