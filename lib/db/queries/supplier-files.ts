import 'server-only';
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { database } from '../client';
import { companies, identityChecks, supplierDocuments, type Company } from '../supplier-schema';
import { storedFiles } from '../file-schema';
import { fileData, fileParts, joinUpload } from './stored-files';
import type { Transaction } from './person';

/**
 * What companies upload: documents (the bytes apart from the row, so lists never read them) and
 * the identity check's sealed images. A new upload of a type takes the place of the current one,
 * which stays for staff; on a verified or lapsed company it puts the company in the review queue.
 */

type Guard = (company: Company) => void;

async function lockedCompany(tx: Transaction, companyId: string, allowed: Guard) {
  const [company] = await tx
    .select()
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
  if (!company) return undefined;
  allowed(company);
  return company;
}

/** A company that was decided waits again for staff when it sends something new. */
const waitsAgain = (company: Company) =>
  company.state === 'verified' || company.state === 'lapsed'
    ? { waitingSince: company.waitingSince ?? new Date() }
    : {};

/**
 * The company's new document, its stored upload joined to it, in place of the current one of
 * its type; undefined when the company is gone.
 */
export async function insertDocument(
  companyId: string,
  allowed: Guard,
  values: Omit<
    typeof supplierDocuments.$inferInsert,
    'id' | 'companyId' | 'state' | 'uploadedAt' | 'replacedAt'
  >,
  uploadId: string,
): Promise<string | undefined> {
  const db = await database();
  return db.transaction(async (tx) => {
    const company = await lockedCompany(tx, companyId, allowed);
    if (!company) return undefined;
    const now = new Date();
    await tx
      .update(supplierDocuments)
      .set({ replacedAt: now })
      .where(
        and(
          eq(supplierDocuments.companyId, companyId),
          eq(supplierDocuments.type, values.type),
          isNull(supplierDocuments.replacedAt),
        ),
      );
    const [row] = await tx
      .insert(supplierDocuments)
      .values({ ...values, companyId, uploadedAt: now })
      .returning({ id: supplierDocuments.id });
    await joinUpload(tx, uploadId, 'document', row!.id);
    await tx
      .update(companies)
      .set({ ...waitsAgain(company), updatedAt: now })
      .where(eq(companies.id, companyId));
    return row!.id;
  });
}

/**
 * A new identity check in place of the current one, whose images go at once. `id` is chosen by
 * the caller: the images are sealed to it.
 */
export async function insertIdentityCheck(
  companyId: string,
  allowed: Guard,
  values: Omit<
    typeof identityChecks.$inferInsert,
    'companyId' | 'state' | 'createdAt' | 'replacedAt'
  > & { id: string },
): Promise<boolean> {
  const db = await database();
  return db.transaction(async (tx) => {
    if (!(await lockedCompany(tx, companyId, allowed))) return false;
    const now = new Date();
    await tx
      .update(identityChecks)
      .set({ replacedAt: now, ...noImages(now) })
      .where(and(eq(identityChecks.companyId, companyId), isNull(identityChecks.replacedAt)));
    await tx.insert(identityChecks).values({ ...values, companyId, createdAt: now });
    return true;
  });
}

/** What an identity check keeps once its images are deleted. */
export const noImages = (now: Date) =>
  ({
    front: null,
    back: null,
    frontType: null,
    backType: null,
    imagesDeletedAt: now,
  }) as const;

/** A document's file, without its bytes, with what it belongs to; undefined when it is gone. */
export async function documentFile(id: string) {
  const db = await database();
  const [row] = await db
    .select({
      companyId: supplierDocuments.companyId,
      name: supplierDocuments.fileName,
      type: supplierDocuments.fileType,
      bytes: storedFiles.bytes,
    })
    .from(supplierDocuments)
    .innerJoin(storedFiles, eq(storedFiles.documentId, supplierDocuments.id))
    .where(eq(supplierDocuments.id, id));
  return row;
}

/** A document's bytes, part by part (stored-files.ts). */
export const documentBytes = (id: string, bytes: number) => fileParts('document', id, bytes);

/** A document's whole file (a test, the access copy's check). */
export async function documentData(id: string): Promise<Buffer | undefined> {
  const file = await documentFile(id);
  return file && fileData('document', id, file.bytes);
}

/** One sealed image of an identity check, while it is held. */
export async function identityImage(id: string, side: 'front' | 'back') {
  const db = await database();
  const [row] = await db
    .select({
      companyId: identityChecks.companyId,
      data: side === 'front' ? identityChecks.front : identityChecks.back,
      type: side === 'front' ? identityChecks.frontType : identityChecks.backType,
    })
    .from(identityChecks)
    .where(eq(identityChecks.id, id));
  return row?.data ? { ...row, data: row.data } : undefined;
}

/** Identity images still held this long after upload, undecided, are deleted: how many. */
export async function purgeUndecidedIdentityImages(before: Date): Promise<number> {
  const db = await database();
  const rows = await db
    .update(identityChecks)
    .set(noImages(new Date()))
    .where(
      and(
        lt(identityChecks.createdAt, before),
        sql`(${identityChecks.front} is not null or ${identityChecks.back} is not null)`,
      ),
    )
    .returning({ id: identityChecks.id });
  return rows.length;
}

/**
 * The retention job's part of the builders' side: drafts nobody touched since `draftsBefore`
 * go with everything in them; the files of documents rejected (or of companies rejected) before
 * `rejectedBefore` are deleted, their rows and decisions kept.
 */
export async function purgeStaleSupplierData(
  draftsBefore: Date,
  rejectedBefore: Date,
  orphansBefore: Date,
) {
  const db = await database();
  return db.transaction(async (tx) => {
    const drafts = await tx
      .delete(companies)
      .where(and(eq(companies.state, 'draft'), lt(companies.updatedAt, draftsBefore)))
      .returning({ id: companies.id });
    const stale = sql`(
      (${supplierDocuments.state} = 'rejected' and ${supplierDocuments.decidedAt} < ${rejectedBefore.toISOString()}::timestamptz)
      or ${supplierDocuments.companyId} in (select ${companies.id} from ${companies} where ${companies.state} = 'rejected' and ${companies.decidedAt} < ${rejectedBefore.toISOString()}::timestamptz)
    )`;
    const files = await tx
      .delete(storedFiles)
      .where(
        sql`${storedFiles.documentId} in (select ${supplierDocuments.id} from ${supplierDocuments} where ${stale})`,
      )
      .returning({ id: storedFiles.documentId });
    if (files.length)
      await tx
        .update(supplierDocuments)
        .set({ filePurgedAt: new Date() })
        .where(
          inArray(
            supplierDocuments.id,
            files.flatMap((file) => (file.id ? [file.id] : [])),
          ),
        );
    // An upload nothing joined (its form refused after it was stored, or cut off): a supplier's
    // document, an opportunity's, or an expression of interest's.
    await tx
      .delete(storedFiles)
      .where(
        and(
          isNull(storedFiles.documentId),
          isNull(storedFiles.opportunityFileId),
          isNull(storedFiles.interestFileId),
          lt(storedFiles.createdAt, orphansBefore),
        ),
      );
    return { drafts: drafts.length, files: files.length };
  });
}
