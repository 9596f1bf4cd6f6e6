import 'server-only';
import { createHash } from 'node:crypto';
import type { Enquiry } from '@/lib/validation/enquiries';

/**
 * What makes two submissions "the same one": the same fields and file on the same day (UTC).
 * Taken from the content, so a form posted without JavaScript is covered too; the day keeps a
 * message deliberately sent again later from being swallowed.
 */
export function submissionKey(enquiry: Enquiry, attachment?: { data: Buffer }): string {
  const hash = createHash('sha256');
  hash.update(new Date().toISOString().slice(0, 10));
  hash.update(JSON.stringify(Object.entries(enquiry).sort(([a], [b]) => a.localeCompare(b))));
  if (attachment) hash.update(attachment.data);
  return hash.digest('base64url');
}
