// Files that start like a PDF and are built to make a structure check slow, for the CV check's
// tests and for `npm run bench:upload`. Plain JavaScript so the benchmark can import it.

/**
 * Each shape repeats one unit to `size` bytes between a header and a trailer. The first is the
 * outside review's (object headers with no end); the others attack each scan of the check.
 * @param {number} size
 * @returns {Record<string, Buffer>}
 */
export function slowPdfShapes(size) {
  const trailer = '\ntrailer\n<<>>\nstartxref\n10\n%%EOF\n';
  const fill = (head, unit, tail = trailer) =>
    Buffer.from(
      head + unit.repeat(Math.floor((size - head.length - tail.length) / unit.length)) + tail,
      'latin1',
    );
  return {
    'object headers and no endobj': fill('%PDF-1.4\nxref\n', '1 0 obj '),
    'digits before every obj': fill('%PDF-1.4\nxref\n', 'a1 99999999999999999 obj '),
    'endobj glued to letters': fill('%PDF-1.4\nxref\n1 0 obj\n', 'xendobjx '),
    'startxref and no table': fill('%PDF-1.4\n1 0 obj endobj\n', 'txref '),
    '/Type then white space': fill('%PDF-1.4\n1 0 obj endobj\n', '/Type          '),
    'long white space between numbers': fill(
      '%PDF-1.4\nxref\n',
      `x9${' '.repeat(200)}9${' '.repeat(200)}obj`,
    ),
  };
}

/**
 * A real PDF grown to `size` bytes with comment lines after its header: still a PDF, stored.
 * @param {Buffer} pdf
 * @param {number} size
 * @returns {Buffer}
 */
export function paddedPdf(pdf, size) {
  const padding = '% padding\n'.repeat(Math.floor((size - pdf.length) / 10));
  return Buffer.from(pdf.toString('latin1').replace('\n', `\n${padding}`), 'latin1');
}
