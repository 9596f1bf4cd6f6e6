import 'server-only';
import type { Held } from '@/lib/db/queries/access';
import { cvBytes, findCvFile } from '@/lib/db/queries/cv';
import { zipStream, type ZipEntry } from '@/lib/zip';
import { unsealBytes } from '@/lib/auth/secrets';
import { fileParts } from '@/lib/db/queries/stored-files';
import { documentBytes, documentFile, identityImage } from '@/lib/db/queries/supplier-files';
import {
  accessData,
  accessReadme,
  cvFiles,
  supplierFiles,
  type SupplierFile,
} from './access-contents';

const encoder = new TextEncoder();

/**
 * The archive for an access request, streamed: README.txt and data.json first, then each CV,
 * read from the database slice by slice only when the archive reaches it (lib/db/queries/cv.ts).
 * Memory holds one slice at a time, however many CVs the address has sent and however large;
 * the count is bounded only by retention and by the attachment caps, which do not stop one
 * address collecting many CVs from many client addresses, so the archive is never in memory,
 * and other visitors' requests run between its slices.
 */
/** A supplier file's bytes: a document or a submission's file as kept, an identity image unsealed. */
async function supplierFileBytes(
  file: SupplierFile,
): Promise<Uint8Array | AsyncGenerator<Buffer> | undefined> {
  if (file.kind === 'submission') return fileParts('interest-file', file.id, file.bytes);
  if (file.kind === 'document') {
    const document = await documentFile(file.id);
    return document && documentBytes(file.id, document.bytes);
  }
  const image = await identityImage(file.id, file.side);
  return image && new Uint8Array(unsealBytes(image.data, `identity:${file.id}:${file.side}`));
}

export function accessArchive(address: string, held: Held, produced: Date) {
  const files = cvFiles(held);
  const data = accessData(address, produced, held, files);
  async function* entries(): AsyncGenerator<ZipEntry> {
    const readme = accessReadme(address, produced, held);
    yield { name: 'README.txt', data: encoder.encode(readme), modified: produced };
    const json = `${JSON.stringify(data, null, 2)}\n`;
    yield { name: 'data.json', data: encoder.encode(json), modified: produced };
    for (const file of supplierFiles(held)) {
      const data = await supplierFileBytes(file);
      // Deleted (a decision, retention) since the list was read: as with a CV, the copy fails.
      if (!data) throw new Error('a supplier file went while its access archive was being written');
      yield { name: file.path, data, stored: true, modified: produced };
    }
    for (const file of files) {
      const cv = await findCvFile(file.enquiryId);
      // Erased (on request, or by retention) since the list was read: a copy that lists a CV it
      // lacks would be wrong, so the download fails and the next one shows what is held now.
      if (!cv) throw new Error('a CV went while its access archive was being written');
      const data = cvBytes(file.enquiryId, cv.bytes);
      yield { name: file.path, data, stored: true, modified: produced };
    }
  }
  return zipStream(entries());
}
