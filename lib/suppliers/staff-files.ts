import 'server-only';
import { unsealBytes } from '@/lib/auth/secrets';
import { framedFilePolicy } from '@/lib/csp/policy.mjs';
import { recordAudit } from '@/lib/db/queries/audit';
import { readCompany } from '@/lib/db/queries/companies';
import { documentFile, identityImage } from '@/lib/db/queries/supplier-files';
import { HttpError } from '@/lib/http/errors';
import { conflictOfInterest } from './review';

/**
 * A company's files as staff open them in the review page: a document inline (a PDF in its
 * frame, an image at readable size), an identity image unsealed for the one who asked. Each open
 * is recorded in the audit log before a byte leaves; staff who belong to the company or invited
 * it open none of its identity images.
 */

type Staffer = { id: string; email: string; name: string };

/** Headers of a file shown inside the back office's own page, and nowhere else. */
export function inlineHeaders(type: string, bytes: number): Record<string, string> {
  return {
    'Content-Type': type,
    'Content-Length': String(bytes),
    'Content-Disposition': 'inline',
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-store',
    // Framed by the review page only; the file itself may load nothing.
    'X-Frame-Options': 'SAMEORIGIN',
    'Content-Security-Policy': framedFilePolicy,
  };
}

export async function openDocument(staffer: Staffer, id: string) {
  const file = await documentFile(id);
  if (!file) throw new HttpError(404, 'This document is no longer held.');
  await recordAudit(staffer, {
    action: 'document-view',
    subjectType: 'company',
    subjectId: file.companyId,
    detail: { file: file.name },
  });
  return file;
}

export async function openIdentityImage(staffer: Staffer, id: string, side: 'front' | 'back') {
  const image = await identityImage(id, side);
  if (!image) throw new HttpError(404, 'This image is no longer held: it is deleted once decided.');
  const current = await readCompany(image.companyId);
  if (!current || conflictOfInterest(current, { ...staffer, admin: false }))
    throw new HttpError(403, 'You belong to this company or invited it: a colleague reviews it.');
  await recordAudit(staffer, {
    action: 'identity-view',
    subjectType: 'company',
    subjectId: image.companyId,
    detail: { side },
  });
  return {
    type: image.type ?? 'image/jpeg',
    data: unsealBytes(image.data, `identity:${id}:${side}`),
  };
}
