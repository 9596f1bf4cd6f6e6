import { describe, expect, it } from '@jest/globals';
import { checkCv, detectDocument } from '@/lib/enquiries/cv-file';

const bytes = (...parts: (number[] | string)[]) =>
  Buffer.concat(
    parts.map((part) =>
      typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part),
    ),
  );

describe('CV content check', () => {
  it('recognises PDF, Word 97-2003 and Word documents by their bytes', () => {
    expect(detectDocument(bytes('%PDF-1.7\n...'))?.extension).toBe('pdf');
    expect(
      detectDocument(bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], 'rest'))?.extension,
    ).toBe('doc');
    expect(
      detectDocument(
        bytes([0x50, 0x4b, 0x03, 0x04], '....[Content_Types].xml....word/document.xml'),
      )?.extension,
    ).toBe('docx');
  });

  it('refuses a zip that is not a Word document, and text named like one', () => {
    expect(detectDocument(bytes([0x50, 0x4b, 0x03, 0x04], 'xl/workbook.xml'))).toBeNull();
    expect(detectDocument(bytes('PDF-1.7 but not really'))).toBeNull();
    expect(detectDocument(bytes(''))).toBeNull();
  });

  it('names the stored file after what it is, not what it was called', async () => {
    const checked = await checkCv(new File([bytes('%PDF-1.4 x')], '../../etc/passwd.docx'));
    expect(checked).toMatchObject({ name: 'passwd.pdf', type: 'application/pdf' });
  });

  it('refuses files over 5 MB', async () => {
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'cv.pdf');
    expect(await checkCv(big)).toEqual({ error: 'Your CV must be 5 MB or smaller' });
  });
});
