import 'server-only';
import { company } from '@/content/company';
import { sendMail } from '@/lib/mail';
import type { Enquiry } from '@/lib/validation/enquiries';
import { log } from '@/lib/log';

const subjects: Record<Enquiry['type'], (e: Enquiry) => string> = {
  study: (e) => `Study enquiry from ${e.name}`,
  'job-application': (e) => `Job application from ${e.name}${'job' in e ? ` for ${e.job}` : ''}`,
  business: (e) =>
    `Business enquiry from ${e.name}${'business' in e ? ` about ${e.business}` : ''}`,
  contact: (e) => `Contact enquiry (${'topic' in e ? e.topic : 'other'}) from ${e.name}`,
};

/**
 * Tells the company an enquiry has arrived: over SMTP when configured, otherwise in the server
 * log (lib/mail). The enquiry is already stored, so a mail failure is logged, not shown to the
 * visitor: nothing is lost, and the operator export still lists it.
 */
export async function notifyCompany(
  id: string,
  enquiry: Enquiry,
  attachment?: { name: string; data: Buffer },
): Promise<void> {
  const lines = Object.entries(enquiry).map(([field, value]) => `${field}: ${String(value)}`);
  if (attachment)
    lines.push(
      `attachment: ${attachment.name} (${Math.ceil(attachment.data.byteLength / 1024)} KB, stored with the enquiry)`,
    );
  try {
    await sendMail({
      to: company.email,
      subject: subjects[enquiry.type](enquiry)
        .replace(/[\r\n]+/g, ' ')
        .slice(0, 200),
      text: [
        `Enquiry ${id}`,
        '',
        ...lines,
        '',
        'Export all enquiries with: npm run enquiries -- --format csv',
      ].join('\n'),
    });
  } catch (error) {
    log.error({ err: error, enquiryId: id }, 'enquiry stored, notification not sent');
  }
}
