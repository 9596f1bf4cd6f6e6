import { fileTypeFromBuffer } from 'file-type';
import { CV_MAX_BYTES, CV_TOO_LARGE, CV_WRONG_KIND } from '@/lib/validation/enquiries';
import { safeFileName } from '@/lib/documents/names';
import { isPdf, isWordCompoundFile, isWordZip } from '@/lib/documents/structure';

/**
 * A CV is accepted by what it is, not by what it is called: a type detector names the file from
 * its bytes, then the structure of that kind is checked, so a file that only starts like a PDF,
 * a zip or a compound file (an HTML page or a program behind "%PDF-") is refused.
 */

export type DocumentKind = { extension: 'pdf' | 'doc' | 'docx'; mime: string };

const kinds: Record<string, { kind: DocumentKind; check: (bytes: Buffer) => boolean }> = {
  pdf: { kind: { extension: 'pdf', mime: 'application/pdf' }, check: isPdf },
  docx: {
    kind: {
      extension: 'docx',
      mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    },
    check: isWordZip,
  },
  cfb: { kind: { extension: 'doc', mime: 'application/msword' }, check: isWordCompoundFile },
};

export async function detectDocument(bytes: Buffer): Promise<DocumentKind | null> {
  const detected = await fileTypeFromBuffer(bytes);
  const known = detected && kinds[detected.ext];
  return known?.check(bytes) ? known.kind : null;
}

export type CheckedCv = { name: string; type: string; data: Buffer };

/** The uploaded CV, or the field error to show for it. */
export async function checkCv(file: File): Promise<CheckedCv | { error: string }> {
  if (file.size > CV_MAX_BYTES) return { error: CV_TOO_LARGE };
  const data = Buffer.from(await file.arrayBuffer());
  if (data.byteLength > CV_MAX_BYTES) return { error: CV_TOO_LARGE };
  const kind = await detectDocument(data);
  if (!kind) return { error: `${CV_WRONG_KIND}: this file’s content is not one` };
  return { name: safeFileName(file.name, kind.extension, 'cv'), type: kind.mime, data };
}
