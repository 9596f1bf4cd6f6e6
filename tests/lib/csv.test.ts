/** CSV as the operator's spreadsheets read it: every cell one cell, and never a formula. */
import { expect, test } from '@jest/globals';
import { csvCell, csvRow } from '@/lib/csv';

test.each([
  ['plain', '"plain"'],
  ['', '""'],
  [null, '""'],
  [undefined, '""'],
  [42, '"42"'],
  // A locale whose spreadsheets split on ";" must not see two cells, the second a formula.
  ['hello;=2+3', '"hello;=2+3"'],
  ['a,b', '"a,b"'],
  ['say "hi"', '"say ""hi"""'],
  ['line\r\nbreak', '"line\r\nbreak"'],
])('%j is quoted as one cell', (value, written) => {
  expect(csvCell(value)).toBe(written);
});

test.each([
  ['=2+3', `"'=2+3"`],
  ['+2', `"'+2"`],
  ['-2+3', `"'-2+3"`],
  ['@SUM(A1)', `"'@SUM(A1)"`],
  ['\t=1', `"'\t=1"`],
  ['\rx', `"'\rx"`],
  ['  =1+1', `"'  =1+1"`],
  [' \t@x', `"' \t@x"`],
  ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
  ['\uFF1DSUM(A1)', `"'\uFF1DSUM(A1)"`],
  ['\u3000\uFF0B1', `"'\u3000\uFF0B1"`],
  ['\u00A0-1', `"'\u00A0-1"`],
  ['\uFF20x', `"'\uFF20x"`],
  ['\uFF0D2', `"'\uFF0D2"`],
])('%j is defused with a leading apostrophe', (value, written) => {
  expect(csvCell(value)).toBe(written);
});

test('a row joins quoted cells with commas', () => {
  expect(csvRow(['a', '=1', 'x;y'])).toBe(`"a","'=1","x;y"`);
});
