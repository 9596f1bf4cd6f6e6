import { promisify } from 'node:util';
import { inflate } from 'node:zlib';
import { isPdf } from './structure';

/**
 * What a PDF holds beyond its pages: scripts, actions that run on opening, embedded files, forms
 * that post. A supplier's certificate needs none of them, and staff open these files in the
 * browser, so a PDF with any is refused (printed to PDF again, it comes back clean). Read the way
 * a triage tool reads a suspicious file (pdfid): every name in the file, wherever it stands,
 * with its `#xx` escapes undone, and the object streams inflated so that nothing hides in them.
 * Encrypted files are refused, as their object streams cannot be read.
 */

const inflated = promisify(inflate);

/** The names whose presence refuses a document (ISO 32000-1: actions, scripts, attachments). */
const dangerous = new Set([
  'JavaScript',
  'JS',
  'AA',
  'OpenAction',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
  'XFA',
  'SubmitForm',
  'ImportData',
  'GoToE',
]);

/** A name: `/` and what follows up to a delimiter or white space (7.3.5). */
const NAME = /\/([^\s/[\]()<>{}%]*)/g;
const DELIMITER_BEFORE = new Set([' ', '\n', '\r', '\t', '\f', '\0', '<', '>', '[', ']', '/', ')']);

/** The most the object streams of one file may inflate to: past it, a bomb, refused. */
const INFLATED_MAX = 64 * 1024 * 1024;

export type PdfReading =
  | { ok: true; pages: number }
  | { ok: false; reason: 'not-pdf' | 'encrypted' | 'active-content' | 'unreadable' };

const decodeName = (raw: string) =>
  raw.includes('#')
    ? raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    : raw;

type Names = { dangerous: boolean; encrypted: boolean; pages: number; objectStreams: number[] };

/** The names of `text`, in order, read once: what they say of the document. */
function readNames(text: string): Names {
  const found: Names = { dangerous: false, encrypted: false, pages: 0, objectStreams: [] };
  let previous = '';
  for (const match of text.matchAll(NAME)) {
    const at = match.index;
    // A name stands after white space or a delimiter; elsewhere it is a stray byte in binary data.
    if (at > 0 && !DELIMITER_BEFORE.has(text[at - 1]!)) {
      previous = '';
      continue;
    }
    const name = decodeName(match[1] ?? '');
    if (dangerous.has(name)) found.dangerous = true;
    if (name === 'Encrypt') found.encrypted = true;
    if (previous === 'Type' && name === 'Page') found.pages += 1;
    if (previous === 'Type' && name === 'ObjStm') found.objectStreams.push(at);
    previous = name;
  }
  return found;
}

/** How many times its own length the object streams of a file may make the scan read. */
const SCANNED_MAX = 4;

/** How far an object stream's dictionary may reach either side of its /Type. */
const DICTIONARY_MAX = 16 * 1024;

/**
 * The data of the object stream whose dictionary holds `at`, inflated, and where its data ends;
 * null when it cannot be read (another filter, broken data), which refuses the file. Each search
 * looks only a bounded way from `at`, except for the stream's end, which the caller bounds.
 */
async function objectStream(bytes: Buffer, text: string, at: number, budget: number) {
  const before = text.slice(Math.max(0, at - DICTIONARY_MAX), at);
  const header = before.lastIndexOf(' obj');
  const start = text.slice(at, at + DICTIONARY_MAX).indexOf('stream');
  if (start < 0 || header < 0) return null;
  const dictionary = decodeName(before.slice(header) + text.slice(at, at + start));
  let dataStart = at + start + 'stream'.length;
  if (text[dataStart] === '\r') dataStart += 1;
  if (text[dataStart] === '\n') dataStart += 1;
  const end = text.indexOf('endstream', dataStart);
  if (end < 0) return null;
  const data = bytes.subarray(dataStart, end);
  const filter = /\/Filter\s*\[?\s*\/(\w+)\s*(\/\w+)?/.exec(dictionary);
  if (!filter) return { text: data.toString('latin1'), end };
  if (filter[1] !== 'FlateDecode' || filter[2]) return null;
  try {
    return {
      text: (await inflated(data, { maxOutputLength: budget })).toString('latin1'),
      end,
    };
  } catch {
    return null;
  }
}

/** Reads a PDF for what would refuse it, and its number of pages. */
export async function readPdf(bytes: Buffer): Promise<PdfReading> {
  if (!isPdf(bytes)) return { ok: false, reason: 'not-pdf' };
  const text = bytes.toString('latin1');
  const outer = readNames(text);
  if (outer.encrypted) return { ok: false, reason: 'encrypted' };
  if (outer.dangerous) return { ok: false, reason: 'active-content' };
  let pages = outer.pages;
  let budget = INFLATED_MAX;
  // Object streams may overlap in a hostile file: every one is read, within a bound.
  let scanned = 0;
  for (const at of outer.objectStreams) {
    const inner = await objectStream(bytes, text, at, budget);
    if (inner === null) return { ok: false, reason: 'unreadable' };
    scanned += inner.end - at;
    if (scanned > SCANNED_MAX * bytes.length) return { ok: false, reason: 'unreadable' };
    budget -= inner.text.length;
    const names = readNames(inner.text);
    if (names.dangerous) return { ok: false, reason: 'active-content' };
    pages += names.pages;
  }
  return { ok: true, pages };
}
