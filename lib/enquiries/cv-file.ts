import { CV_MAX_BYTES, CV_TOO_LARGE, CV_WRONG_KIND } from '@/lib/validation/enquiries';

/**
 * A CV is accepted by what it is, not by what it is called: the bytes must start like a PDF, a
 * Word 97-2003 document (OLE2 compound file) or a Word document (a zip holding word/).
 */

export type DocumentKind = { extension: 'pdf' | 'doc' | 'docx'; mime: string };

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // PK\3\4

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  signature.every((byte, i) => bytes[i] === byte);

/** A .docx is a zip whose entries include word/document.xml; the names are stored in clear. */
function isWordZip(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(
    'word/document.xml',
    0,
    'latin1',
  );
}

export function detectDocument(bytes: Uint8Array): DocumentKind | null {
  if (startsWith(bytes, PDF)) return { extension: 'pdf', mime: 'application/pdf' };
  if (startsWith(bytes, OLE2)) return { extension: 'doc', mime: 'application/msword' };
  if (startsWith(bytes, ZIP) && isWordZip(bytes)) {
    return {
      extension: 'docx',
      mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    };
  }
  return null;
}

export type CheckedCv = { name: string; type: string; data: Buffer };

/** Keeps a readable, safe file name with the extension that matches the content. */
function safeName(original: string, extension: string): string {
  const base = (original.split(/[\\/]/).pop() ?? '')
    .replace(/\.[^.]*$/, '')
    .replace(/[^\w.-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 80);
  return `${base || 'cv'}.${extension}`;
}

/** The uploaded CV, or the field error to show for it. */
export async function checkCv(file: File): Promise<CheckedCv | { error: string }> {
  if (file.size > CV_MAX_BYTES) return { error: CV_TOO_LARGE };
  const data = Buffer.from(await file.arrayBuffer());
  if (data.byteLength > CV_MAX_BYTES) return { error: CV_TOO_LARGE };
  const kind = detectDocument(data);
  if (!kind) return { error: `${CV_WRONG_KIND}: this file’s content is not one` };
  return { name: safeName(file.name, kind.extension), type: kind.mime, data };
}
