import { fileTypeFromBuffer } from 'file-type';
import { redrawImage, type ImageFormat } from './image';
import { safeFileName } from './names';
import { readPdf } from './pdf';

/**
 * A supplier's upload judged by its bytes, never its name or the browser's word for it: a type
 * detector names it, then a PDF is read for what would refuse it (lib/documents/pdf.ts) and an
 * image is drawn again without its metadata (lib/documents/image.ts). Each refusal says what to
 * do instead.
 */

export type UploadKind = 'pdf' | ImageFormat;

export type CheckedUpload = {
  data: Buffer;
  name: string;
  type: string;
  kind: UploadKind;
  bytes: number;
  /** A PDF's pages. */
  pages: number | null;
};

export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const PDF_PAGES_MAX = 30;

const mime: Record<UploadKind, string> = {
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  png: 'image/png',
};
const extension: Record<UploadKind, string> = { pdf: 'pdf', jpeg: 'jpg', png: 'png' };
const detected: Record<string, UploadKind> = { pdf: 'pdf', jpg: 'jpeg', png: 'png' };

const kindsInWords = (kinds: readonly UploadKind[]) =>
  kinds.map((kind) => (kind === 'pdf' ? 'a PDF' : `a ${kind.toUpperCase()} image`)).join(' or ');

export const uploadMessages = {
  missing: 'Choose the file to upload.',
  empty: 'This file is empty: choose the file again.',
  tooLarge: `This file is larger than ${UPLOAD_MAX_BYTES / 1024 / 1024} MB: upload a smaller scan or photo.`,
  wrongKind: (kinds: readonly UploadKind[]) =>
    `This file is not ${kindsInWords(kinds)}: its content is not one, whatever its name says.`,
  activeContent:
    'This PDF carries scripts, actions or attached files, which we do not accept. Print it to PDF again ("Save as PDF") and upload that copy.',
  encrypted: 'This PDF is protected by a password: upload a copy without one.',
  unreadable: 'This file could not be read: save or scan it again and upload the new file.',
  tooManyPages: (pages: number) =>
    `This PDF has ${pages} pages; we take at most ${PDF_PAGES_MAX}. Upload the document's own pages only.`,
  tooManyPixels: 'This image is too large to open: upload a smaller photo or scan.',
} as const;

export async function checkUpload(
  file: unknown,
  allowed: readonly UploadKind[],
  fallbackName: string,
): Promise<CheckedUpload | { error: string }> {
  if (!(file instanceof File) || (file.size === 0 && file.name === ''))
    return { error: uploadMessages.missing };
  if (file.size === 0) return { error: uploadMessages.empty };
  if (file.size > UPLOAD_MAX_BYTES) return { error: uploadMessages.tooLarge };
  const bytes = Buffer.from(await file.arrayBuffer());
  if (bytes.byteLength > UPLOAD_MAX_BYTES) return { error: uploadMessages.tooLarge };
  const kind = detected[(await fileTypeFromBuffer(bytes))?.ext ?? ''];
  if (!kind || !allowed.includes(kind)) return { error: uploadMessages.wrongKind(allowed) };
  const name = safeFileName(file.name, extension[kind], fallbackName);
  if (kind === 'pdf') {
    const reading = await readPdf(bytes);
    if (!reading.ok) {
      if (reading.reason === 'not-pdf') return { error: uploadMessages.wrongKind(allowed) };
      if (reading.reason === 'encrypted') return { error: uploadMessages.encrypted };
      if (reading.reason === 'active-content') return { error: uploadMessages.activeContent };
      return { error: uploadMessages.unreadable };
    }
    if (reading.pages === 0) return { error: uploadMessages.unreadable };
    if (reading.pages > PDF_PAGES_MAX) return { error: uploadMessages.tooManyPages(reading.pages) };
    return {
      data: bytes,
      name,
      type: mime.pdf,
      kind,
      bytes: bytes.byteLength,
      pages: reading.pages,
    };
  }
  const image = await redrawImage(bytes, kind);
  if (!image.ok)
    return {
      error:
        image.reason === 'too-many-pixels'
          ? uploadMessages.tooManyPixels
          : uploadMessages.unreadable,
    };
  return {
    data: image.data,
    name,
    type: mime[kind],
    kind,
    bytes: image.data.byteLength,
    pages: null,
  };
}
