import 'server-only';
import { setImmediate as yieldToOthers } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { database } from '../client';
import { enquiries } from '../schema';

/**
 * A CV leaves the database in slices, each its own short query: PGlite runs on the event loop
 * every request shares, and reading a 5 MiB CV in one statement held it (and every visitor) for
 * the whole read. Between slices other requests run; memory holds one slice at a time.
 * PGlite answers a query without going back to the event loop (its promise settles at once), so
 * after each slice the reader steps aside explicitly (setImmediate: after waiting I/O).
 */
export const CV_SLICE_BYTES = 256 * 1024;

export type CvFile = { name: string; type: string | null; bytes: number };

/** A CV's name, type and size, without its bytes. */
export async function findCvFile(id: string): Promise<CvFile | undefined> {
  const db = await database();
  const [row] = await db
    .select({
      name: enquiries.attachmentName,
      type: enquiries.attachmentType,
      bytes: sql<number | null>`octet_length(${enquiries.attachment})`,
    })
    .from(enquiries)
    .where(eq(enquiries.id, id));
  if (!row?.name || row.bytes === null) return undefined;
  return { name: row.name, type: row.type, bytes: Number(row.bytes) };
}

async function slice(id: string, offset: number, length: number): Promise<Buffer | undefined> {
  const db = await database();
  const [row] = await db
    .select({
      data: sql<Buffer | null>`substring(${enquiries.attachment} from ${offset + 1}::int for ${length}::int)`.mapWith(
        enquiries.attachment,
      ),
    })
    .from(enquiries)
    .where(eq(enquiries.id, id));
  return row?.data ?? undefined;
}

/**
 * The bytes of a CV of `bytes` bytes, slice by slice. A CV erased (or replaced) while it is read
 * ends the stream with an error: half a file must not pass for the whole.
 */
export async function* cvBytes(id: string, bytes: number): AsyncGenerator<Buffer> {
  for (let offset = 0; offset < bytes; offset += CV_SLICE_BYTES) {
    const length = Math.min(CV_SLICE_BYTES, bytes - offset);
    const part = await slice(id, offset, length);
    if (!part || part.byteLength !== length) throw new Error('a CV went while it was being read');
    yield part;
    await yieldToOthers();
  }
}
