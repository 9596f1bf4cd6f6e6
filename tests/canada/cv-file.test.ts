import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { checkCv, detectDocument } from '@/lib/enquiries/cv-file';
import {
  compoundFile,
  wordDocument,
  wordDocument97,
  wordDocumentWithout,
  zip,
} from '../support/documents';
import { paddedPdf, slowPdfShapes } from '../../scripts/bench/slow-pdfs.mjs';

const realPdf = readFileSync(path.join(__dirname, '../../e2e/fixtures/cv.pdf'));
const latin1 = (text: string) => Buffer.from(text, 'latin1');
// The first bytes of a Linux program and of a Windows one.
const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120)]);
const mz = Buffer.concat([
  latin1('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff'),
  Buffer.alloc(46),
  Buffer.from([0x80, 0, 0, 0]),
  Buffer.alloc(64),
  latin1('PE\x00\x00L\x01'),
  Buffer.alloc(200),
]);

describe('CV content check', () => {
  it('accepts real PDF, Word and Word 97-2003 documents', async () => {
    expect((await detectDocument(realPdf))?.extension).toBe('pdf');
    expect((await detectDocument(wordDocument()))?.extension).toBe('docx');
    expect((await detectDocument(wordDocument97()))?.extension).toBe('doc');
  });

  it.each([
    ['%PDF- followed by HTML', latin1('%PDF-1.7\n<html><script>alert(1)</script></html>')],
    ['%PDF- followed by an ELF program', Buffer.concat([latin1('%PDF-1.4\n'), elf])],
    ['%PDF- followed by a Windows program', Buffer.concat([latin1('%PDF-1.4\n'), mz])],
    ['a PDF cut short', realPdf.subarray(0, Math.floor(realPdf.length / 2))],
    ['a PDF without its trailer', latin1(realPdf.toString('latin1').replace('%%EOF', ''))],
    ['a renamed Windows program', mz],
    ['a renamed Linux program', elf],
    ['a zip that is not a Word document', zip({ 'xl/workbook.xml': '<workbook/>' })],
    ['a zip holding a program', zip({ 'cv.exe': mz })],
    ['a Word zip without its content types', wordDocumentWithout('[Content_Types].xml')],
    ['a Word zip without its document', wordDocumentWithout('word/document.xml')],
    [
      'a zip with a bare signature',
      latin1('PK\x03\x04....[Content_Types].xml....word/document.xml'),
    ],
    ['a compound file that is not a Word document', compoundFile('Workbook')],
    ['an OLE2 signature and nothing else', latin1('\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1rest')],
    ['text', latin1('PDF-1.7 but not really')],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', async (_, data) => {
    expect(await detectDocument(data)).toBeNull();
    expect(await checkCv(new File([new Uint8Array(data)], 'cv.pdf'))).toEqual({
      error: 'Your CV must be a PDF, DOC or DOCX document: this file’s content is not one',
    });
  });

  it('names the stored file after what it is, not what it was called', async () => {
    const checked = await checkCv(new File([new Uint8Array(realPdf)], '../../etc/passwd.docx'));
    expect(checked).toMatchObject({ name: 'passwd.pdf', type: 'application/pdf' });
    const word = await checkCv(new File([new Uint8Array(wordDocument97())], 'my cv.pdf'));
    expect(word).toMatchObject({ name: 'my-cv.doc', type: 'application/msword' });
  });

  it('refuses files over 5 MB', async () => {
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'cv.pdf');
    expect(await checkCv(big)).toEqual({ error: 'Your CV must be 5 MB or smaller' });
  });
});

describe('CV content check time', () => {
  // The check runs on the event loop every visitor shares. It used a regular expression whose
  // time grew with the square of the file: 512 KiB of the first shape held the server 5.6 s.
  // A linear scan checks 5 MiB of the slowest shape found (digits before every obj) in tens of
  // milliseconds; the old check took 577 s on 5 MiB. The bound is this process's processor time,
  // not the clock, so a busy machine (other test workers, a build) does not fail it, and it
  // leaves no room for a check that grows with the square of the file.
  const size = 5 * 1024 * 1024;
  const processorMs = async (work: () => Promise<unknown>) => {
    const before = process.cpuUsage();
    await work();
    const used = process.cpuUsage(before);
    return (used.user + used.system) / 1000;
  };
  it.each(Object.entries(slowPdfShapes(size)))(
    'a 5 MiB file built to be slow (%s) is refused in under 300 ms of processor time',
    async (_, data) => {
      const ms = await processorMs(async () => expect(await detectDocument(data)).toBeNull());
      expect(ms).toBeLessThan(300);
    },
  );

  it('a real PDF padded to 5 MiB is still a PDF, and checked as fast', async () => {
    const padded = paddedPdf(realPdf, size);
    const ms = await processorMs(async () =>
      expect((await detectDocument(padded))?.extension).toBe('pdf'),
    );
    expect(ms).toBeLessThan(300);
  });

  it('a file name of a megabyte is cut before it is cleaned', async () => {
    const name = `${'-.'.repeat(512 * 1024)}x.pdf`;
    const checked = await checkCv(new File([new Uint8Array(realPdf)], name));
    expect(checked).toMatchObject({ name: 'x.pdf', type: 'application/pdf' });
  });
});
