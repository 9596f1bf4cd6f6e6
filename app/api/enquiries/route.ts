import { reserveAttachment } from '@/lib/caps';
import { insertEnquiry } from '@/lib/db/queries/enquiries';
import { notifyCompany } from '@/lib/enquiries/notify-company';
import { parseEnquiry } from '@/lib/enquiries/parse-enquiry';
import { clientAddress } from '@/lib/http/client-address';
import { assertSameOrigin } from '@/lib/http/origin';
import { readFormData } from '@/lib/http/read-form-data';
import { json, route } from '@/lib/http/route';
import { consume, limits } from '@/lib/rate-limit';
import { CV_MAX_BYTES, type EnquiryReceipt } from '@/lib/validation/enquiries';

/** Room for a 5 MB CV plus the text fields and multipart framing. */
const MAX_BODY_BYTES = CV_MAX_BYTES + 256 * 1024;

/**
 * Every enquiry form posts here (multipart, so a CV can travel with a job application): the
 * type field routes it. Stored first, then the company is notified; the visitor gets a receipt.
 */
export const POST = route(async (request) => {
  assertSameOrigin(request);
  await consume(limits.enquiriesByAddress(clientAddress(request)));
  const form = await readFormData(request, { maxBytes: MAX_BODY_BYTES });
  const { enquiry, attachment } = await parseEnquiry(form);
  if (attachment) await reserveAttachment(attachment.data.byteLength);
  const { type, ...payload } = enquiry;
  const saved = await insertEnquiry({ type, payload, attachment });
  await notifyCompany(saved.id, enquiry, attachment);
  // A form posted by a browser without JavaScript gets a page, not JSON.
  if (request.headers.get('accept')?.includes('text/html')) {
    return new Response(null, { status: 303, headers: { Location: '/enquiry-received' } });
  }
  const receipt: EnquiryReceipt = { id: saved.id, receivedAt: saved.createdAt.toISOString() };
  return json(receipt, { status: 201 });
});
