import * as z from 'zod';
import { enquiryStatuses, enquiryTypes } from './enquiry-rules';
import { multiLine, singleLine } from './characters';

/**
 * The inbox's filters as they arrive in the URL (a GET form, so any link or bookmark reproduces
 * a view). A value that does not parse is dropped, not fatal: a hand-edited URL still opens the
 * inbox, and `rejected` names what was ignored so the page can say so.
 */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => !Number.isNaN(Date.parse(value)));

const fields = {
  type: z.enum(enquiryTypes),
  status: z.enum(enquiryStatuses),
  from: day,
  to: day,
  q: z.string().trim().min(1).max(200).check(singleLine('The search')),
  page: z.coerce.number().int().min(1).max(100_000),
};

export type InboxFilters = {
  type?: (typeof enquiryTypes)[number];
  status?: (typeof enquiryStatuses)[number];
  from?: string;
  to?: string;
  q?: string;
};

export type InboxQuery = { filters: InboxFilters; page: number; rejected: string[] };

type Params = URLSearchParams | Record<string, string | string[] | undefined>;

function first(params: Params, key: string): string | undefined {
  if (params instanceof URLSearchParams) return params.get(key) ?? undefined;
  const value = params[key];
  return Array.isArray(value) ? value[0] : value;
}

export function parseInboxQuery(params: Params): InboxQuery {
  const out: Record<string, unknown> = {};
  const rejected: string[] = [];
  for (const [key, schema] of Object.entries(fields)) {
    const raw = first(params, key);
    if (raw === undefined || raw === '') continue;
    const result = schema.safeParse(raw);
    if (result.success) out[key] = result.data;
    else rejected.push(key);
  }
  const { page = 1, ...filters } = out as InboxFilters & { page?: number };
  return { filters, page, rejected };
}

/** The filters back as URL parameters, for links to other pages and to the export. */
export function inboxSearch(filters: InboxFilters, page?: number): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, String(value));
  if (page && page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Each type in staff's words: the inbox, the enquiry page, notifications and the audit log. */
export const staffTypeLabel: Record<string, string> = {
  study: 'Study',
  'job-application': 'Job application',
  business: 'Business',
  contact: 'Contact',
};

/** Each status in staff's words: the inbox, the enquiry page and its timeline. */
export const staffStatusLabel: Record<string, string> = {
  new: 'New',
  'in-review': 'In review',
  replied: 'Replied',
  closed: 'Closed',
  spam: 'Spam',
  withdrawn: 'Withdrawn',
};

/** What staff may set: every status but Withdrawn, which is the member's own act. */
export const staffStatuses = enquiryStatuses.filter(
  (status): status is Exclude<(typeof enquiryStatuses)[number], 'withdrawn'> =>
    status !== 'withdrawn',
);
export const statusChange = z.object({
  status: z.enum(staffStatuses, 'Choose New, In review, Replied, Closed or Spam'),
});
export const assignment = z.object({ assignee: z.union([z.literal(''), z.uuid()]) });
export const newNote = z.object({
  body: z
    .string()
    .trim()
    .min(1, 'Write the note')
    .max(5000, 'A note must be at most 5000 characters')
    .check(multiLine('The note')),
});
export const erasureRequest = z.object({
  email: z
    .email('Enter a valid e-mail address')
    .max(254)
    .transform((value) => value.toLowerCase()),
});
/** An access request names the person the same way as an erasure. */
export const accessRequest = erasureRequest;

/** What an erasure removed, counted: the erase page's answer, carried in its URL. */
export type ErasedCounts = {
  enquiries: number;
  cvs: number;
  member: boolean;
  mail: number;
  alerts: number;
  /** Companies deleted with their last member. */
  companies: number;
};

export function erasedQuery(gone: ErasedCounts): string {
  const { enquiries, cvs, member, mail, alerts, companies } = gone;
  return new URLSearchParams({
    erased: `${enquiries}.${cvs}.${member ? 1 : 0}.${mail}.${alerts}.${companies}`,
  }).toString();
}

/** The counts from the erase page's URL, or undefined for anything that is not such an answer. */
export function erasedCounts(value: unknown): ErasedCounts | undefined {
  const match =
    typeof value === 'string'
      ? /^(\d{1,7})\.(\d{1,7})\.([01])\.(\d{1,7})\.(\d{1,7})\.(\d{1,7})$/.exec(value)
      : null;
  if (!match) return undefined;
  return {
    enquiries: Number(match[1]),
    cvs: Number(match[2]),
    member: match[3] === '1',
    mail: Number(match[4]),
    alerts: Number(match[5]),
    companies: Number(match[6]),
  };
}

/** An enquiry id from a URL, or undefined: anything else is a 404, never a database error. */
export function enquiryId(value: string): string | undefined {
  const result = z.uuid().safeParse(value);
  return result.success ? result.data : undefined;
}

/**
 * `attachment` with the visitor's file name made safe (RFC 6266): an ASCII fallback without
 * quotes, separators or control characters, and the full name UTF-8 encoded in filename*.
 */
export function attachmentDisposition(name: string): string {
  const clean = name.replace(/[\u0000-\u001f\u007f/\\]/g, '_').slice(0, 200) || 'cv';
  const ascii = clean.replace(/[^\x20-\x7e]|["%;]/g, '_');
  const encoded = encodeURIComponent(clean).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** The team page's forms (admins): who a change is about, and an invitation. */
export const teamMember = z.object({
  email: z
    .email('No such colleague')
    .max(254)
    .transform((value) => value.toLowerCase()),
});
export const invitation = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Write their name')
    .max(120, 'A name must be at most 120 characters')
    .check(singleLine('Their name')),
  email: z
    .email('Enter a valid e-mail address, like name@company.example')
    .max(254, 'An e-mail address must be at most 254 characters')
    .transform((value) => value.toLowerCase()),
  role: z.enum(['staff', 'admin'], 'Choose Staff or Admin'),
});
