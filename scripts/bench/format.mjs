// Number and table formatting shared by the benchmark's report and summary.
import { KB } from '../budgets.mjs';

export const kb = (bytes) => (bytes == null ? '–' : (bytes / KB).toFixed(1));
export const ms = (value) => (value == null ? '–' : Math.round(value).toLocaleString('en-GB'));
export const score = (value) => (value == null ? '–' : String(Math.round(value)));
export const cls = (value) => (value == null ? '–' : value.toFixed(3));
export const int = (value) => (value == null ? '–' : Math.round(value).toLocaleString('en-GB'));

export function table(header, rows) {
  return [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}
