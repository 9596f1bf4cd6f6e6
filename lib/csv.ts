// CSV for spreadsheets: the back office's export (app/api/staff/export), each one recorded in
// the audit log.

// A spreadsheet runs a cell as a formula when it starts with one of = + - @, even after spaces
// (\s also takes no-break and ideographic spaces), and some also when it starts with a tab or a
// carriage return. The full-width ＝ ＋ － ＠ are defused too: spreadsheets set up for East Asian
// input may read them as the same signs.
const FORMULA = /^(?:[\t\r]|\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/;

/**
 * One cell, always quoted (RFC 4180), so no separator a spreadsheet's locale uses (",", ";",
 * tab) can split it; a cell a spreadsheet would run as a formula gets a leading apostrophe.
 */
export function csvCell(value: unknown): string {
  const text = String(value ?? '');
  const safe = FORMULA.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** One record: its cells, quoted, separated by commas (the caller ends lines with CRLF). */
export function csvRow(values: readonly unknown[]): string {
  return values.map(csvCell).join(',');
}
