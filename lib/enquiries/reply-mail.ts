import 'server-only';
import { company } from '@/content/company';
import type { OutgoingMail } from '@/lib/db/queries/outbox';
import { enquiryReference } from '@/lib/validation/enquiry-rules';

/** The visitor's name as they gave it, for a saved reply's {name}. */
export function visitorName(payload: unknown): string {
  const name = (payload as { name?: unknown } | null)?.name;
  return typeof name === 'string' && name.trim() ? name.trim() : 'there';
}

/** A saved reply with the enquiry's {name} and {reference} filled in. */
export function fillTemplate(body: string, enquiry: { id: string; payload: unknown }): string {
  return (
    body
      // As functions: a replacement string would read `$&` or `$'` in a visitor's name as patterns.
      .replaceAll('{name}', () => visitorName(enquiry.payload))
      .replaceAll('{reference}', () => enquiryReference(enquiry.id))
  );
}

/**
 * A staff reply as the visitor receives it: the subject carries the reference, answers go to the
 * company's address (never a staff member's own), and the author signs it.
 */
export function replyMail(
  enquiry: { id: string; email: string },
  body: string,
  author: string,
): OutgoingMail {
  const reference = enquiryReference(enquiry.id);
  return {
    to: enquiry.email,
    subject: `Re: your enquiry to ${company.name} (reference ${reference})`,
    text: [body.trim(), '', `${author}, ${company.name}`, `Reference ${reference}`].join('\n'),
    replyTo: company.email,
    enquiryId: enquiry.id,
  };
}
