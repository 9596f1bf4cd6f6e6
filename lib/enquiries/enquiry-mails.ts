import 'server-only';
import { company } from '@/content/company';
import type { OutgoingMail } from '@/lib/db/queries/outbox';
import { absoluteUrl } from '@/lib/site';
import { enquirySubject, readableFields } from './readable';
import { enquiryReference } from '@/lib/validation/enquiry-rules';
import type { Enquiry } from '@/lib/validation/enquiries';

/** The notification's subject: who, and what about, in the form's words. */
function subjectOf(enquiry: Enquiry): string {
  const about = enquirySubject(enquiry);
  const subjects: Record<Enquiry['type'], string> = {
    study: `Study enquiry from ${enquiry.name}${about ? ` (${about})` : ''}`,
    'job-application': `Job application from ${enquiry.name}${about ? ` for ${about}` : ''}`,
    business: `Business enquiry from ${enquiry.name}${about ? ` about ${about}` : ''}`,
    contact: `Contact enquiry from ${enquiry.name}${about ? ` (${about})` : ''}`,
  };
  return subjects[enquiry.type];
}

/** What the visitor sent, in the acknowledgement's words, and who will answer it. */
const acknowledged: Record<Enquiry['type'], { sent: string; replies: string }> = {
  study: { sent: 'enquiry', replies: 'Our team' },
  'job-application': { sent: 'application', replies: 'Our recruiter' },
  business: { sent: 'enquiry', replies: 'Our team' },
  contact: { sent: 'enquiry', replies: 'Our team' },
};

const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').slice(0, 200);

/**
 * A field as the notification shows it. Every line the visitor wrote is quoted ("> "), so no
 * text of theirs can pose as a line of ours (such as "Open it in the back office: ...").
 */
function fieldLines(field: string, value: string): string {
  const quoted = value.split(/\r\n|\r|\n/).map((line) => `> ${line}`);
  return [`${field}:`, ...quoted].join('\n');
}

/**
 * The mail an enquiry sends, queued with it in one transaction: the company's notification to
 * the recipients of its type, which links to the enquiry in the back office, and the visitor's acknowledgement with its
 * reference. The worker delivers them; the visitor's answer never waits for SMTP.
 */
export function enquiryMails(
  id: string,
  enquiry: Enquiry,
  attachment?: { name: string; data: Buffer },
  /** Who receives the company's notification of this type (lib/enquiries/routing.ts). */
  recipients: string[] = [company.email],
): OutgoingMail[] {
  const reference = enquiryReference(id);
  const { sent, replies } = acknowledged[enquiry.type];
  const inBackOffice = absoluteUrl(`/staff/enquiries/${id}`);
  const lines = readableFields(enquiry).map(({ label, value }) => fieldLines(label, value));
  if (attachment)
    lines.push(
      `CV: ${attachment.name} (${Math.ceil(attachment.data.byteLength / 1024)} KB, stored with the enquiry)`,
    );
  const notification = {
    subject: oneLine(`${subjectOf(enquiry)} [${reference}]`),
    text: [
      `Enquiry ${reference}`,
      `Open it in the back office: ${inBackOffice}`,
      '',
      ...lines,
    ].join('\n'),
    link: inBackOffice,
    enquiryId: id,
  };
  return [
    // One mail per recipient, so each has its own delivery state in the outbox.
    ...recipients.map((to) => ({ ...notification, to })),
    {
      to: enquiry.email,
      subject: `We have received your ${sent} (reference ${reference})`,
      // Fixed wording, without the name or anything else typed into the form: anyone can type
      // any address, and the company's mail must not carry a stranger's text to it.
      text: [
        'Hello,',
        '',
        `Thank you for contacting ${company.name}. Your ${sent} has reached us and its reference is ${reference}.`,
        `${replies} will reply by e-mail. Quote the reference if you write to us about it.`,
        '',
        'If you did not write to us, ignore this message; nothing else will be sent.',
      ].join('\n'),
      enquiryId: id,
    },
  ];
}
