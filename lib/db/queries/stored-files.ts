import 'server-only';
import { setImmediate as yieldToOthers } from 'node:timers/promises';
import { and, eq, isNull } from 'drizzle-orm';
import { database } from '../client';
import { storedFileParts, storedFiles } from '../file-schema';
import type { Transaction } from './person';

/**
 * Uploaded files (a supplier's document, an opportunity's, an expression of interest's), stored
 * apart from the rows they belong to and in parts (file-schema.ts says why): written before their
 * row exists, joined to it in the row's transaction, read back part by part.
 */

/** The size of a file's parts: each is one short statement. */
export const UPLOAD_PART_BYTES = 256 * 1024;

/** What a stored file belongs to: the column of supplier_uploads that names it. */
const owners = {
  document: 'documentId',
  'opportunity-file': 'opportunityFileId',
  'interest-file': 'interestFileId',
} as const;
export type FileOwner = keyof typeof owners;

/**
 * Stores a file part by part, stepping aside after each so other requests run between them
 * (PGlite answers without returning to the event loop): the upload's id, to join its row.
 */
export async function storeUpload(data: Buffer): Promise<string> {
  const db = await database();
  const [upload] = await db
    .insert(storedFiles)
    .values({ bytes: data.byteLength })
    .returning({ id: storedFiles.id });
  for (let part = 0; part * UPLOAD_PART_BYTES < data.byteLength; part += 1) {
    const start = part * UPLOAD_PART_BYTES;
    await db.insert(storedFileParts).values({
      uploadId: upload!.id,
      part,
      data: data.subarray(start, start + UPLOAD_PART_BYTES),
    });
    await yieldToOthers();
  }
  return upload!.id;
}

/** Joins a stored upload to its row, in that row's transaction; throws when it is missing or taken. */
export async function joinUpload(
  tx: Transaction,
  uploadId: string,
  owner: FileOwner,
  ownerId: string,
): Promise<void> {
  const joined = await tx
    .update(storedFiles)
    .set({ [owners[owner]]: ownerId })
    .where(
      and(
        eq(storedFiles.id, uploadId),
        isNull(storedFiles.documentId),
        isNull(storedFiles.opportunityFileId),
        isNull(storedFiles.interestFileId),
      ),
    )
    .returning({ id: storedFiles.id });
  if (joined.length !== 1) throw new Error('the upload is missing or already taken');
}

/**
 * A file's bytes, part by part, each its own short query with a step aside after it. A file
 * deleted while it is read ends the stream with an error: half a file must not pass for whole.
 */
export async function* fileParts(
  owner: FileOwner,
  ownerId: string,
  bytes: number,
): AsyncGenerator<Buffer> {
  const db = await database();
  let read = 0;
  for (let part = 0; read < bytes; part += 1) {
    const [row] = await db
      .select({ data: storedFileParts.data })
      .from(storedFileParts)
      .innerJoin(storedFiles, eq(storedFiles.id, storedFileParts.uploadId))
      .where(and(eq(storedFiles[owners[owner]], ownerId), eq(storedFileParts.part, part)));
    if (!row) throw new Error('a file went while it was being read');
    read += row.data.byteLength;
    yield row.data;
    await yieldToOthers();
  }
}

/** A file's whole bytes (tests, the access copy): its parts in order. */
export async function fileData(owner: FileOwner, ownerId: string, bytes: number): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of fileParts(owner, ownerId, bytes)) parts.push(part);
  return Buffer.concat(parts);
}
