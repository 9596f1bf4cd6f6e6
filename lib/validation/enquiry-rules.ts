/**
 * The enquiry rules that cost no JavaScript worth counting: the kinds and statuses of an enquiry,
 * limits and messages. The forms import these eagerly and load the zod schema (enquiries.ts) only
 * when a visitor starts to fill one in, which keeps the study form inside its page's budget.
 */

export const enquiryTypes = ['study', 'job-application', 'business', 'contact'] as const;
export type EnquiryType = (typeof enquiryTypes)[number];

/** New → In review → Replied → Closed, or Spam; Withdrawn is the member's own choice. */
export const enquiryStatuses = [
  'new',
  'in-review',
  'replied',
  'closed',
  'spam',
  'withdrawn',
] as const;
export type EnquiryStatus = (typeof enquiryStatuses)[number];

export const CV_MAX_BYTES = 5 * 1024 * 1024;
export const CV_ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export const CV_REQUIRED = 'Upload your CV or give a link to it';
export const CV_TOO_LARGE = 'Your CV must be 5 MB or smaller';
export const CV_WRONG_KIND = 'Your CV must be a PDF, DOC or DOCX document';

export const contactTopics = [
  { value: 'services', label: 'Our oil, gas and energy services' },
  { value: 'careers', label: 'Careers and job applications' },
  { value: 'immigration', label: 'Working, studying or living in Canada' },
  { value: 'business-for-sale', label: 'Businesses for sale' },
  { value: 'other', label: 'Something else' },
] as const;

/** The short reference a visitor is given: the same on the page, in the mail and in /community. */
export function enquiryReference(id: string): string {
  return id.slice(0, 8).toUpperCase();
}

/** Whether `text` has the shape of a reference (a page may repeat it, and nothing else). */
export function isEnquiryReference(text: string): boolean {
  return /^[0-9A-F]{8}$/.test(text);
}

/**
 * The spam trap: a text field every enquiry form carries, hidden from people (off screen, out of
 * the tab order, hidden from screen readers). A person leaves it empty; a bot that fills every
 * field does not. Its name is nothing a browser's autofill knows.
 */
export const SPAM_TRAP_FIELD = 'reference_code';
