import { reserveAttachment } from '@/lib/caps';
import { insertEnquiry } from '@/lib/db/queries/enquiries';
import { sessionFromRequest } from '@/lib/auth/session';
import { enquiryMails } from '@/lib/enquiries/enquiry-mails';
import { notSentPath } from '@/lib/enquiries/not-sent';
import { submissionKey } from '@/lib/enquiries/submission-key';
import { wakeMailWorker } from '@/lib/mail-worker';
import { parseEnquiry } from '@/lib/enquiries/parse-enquiry';
import { clientAddress } from '@/lib/http/client-address';
import { assertSameOrigin } from '@/lib/http/origin';
import { readFormData } from '@/lib/http/read-form-data';
import { HttpError } from '@/lib/http/errors';
import { json, route } from '@/lib/http/route';
import { consume, limits } from '@/lib/rate-limit';
import { CV_MAX_BYTES, type EnquiryReceipt } from '@/lib/validation/enquiries';
import { enquiryReference } from '@/lib/validation/enquiry-rules';
import { seeOther } from '@/lib/http/plain-form';

/** Room for a 5 MB CV plus the text fields and multipart framing. */
const MAX_BODY_BYTES = CV_MAX_BYTES + 256 * 1024;

/**
 * Every enquiry form posts here (multipart, so a CV can travel with a job application): the
 * type field routes it. Stored with its mail in one transaction; the worker sends the mail, so
 * the visitor's answer never waits for SMTP. The same submission twice (a double click, a retry
 * after a network error) is stored once and answered like the first.
 */
export const POST = route(async (request) => {
  // A form posted by a browser without JavaScript gets pages, not JSON.
  const browser = request.headers.get('accept')?.includes('text/html') ?? false;
  try {
    return await receive(request, browser);
  } catch (error) {
    if (browser && error instanceof HttpError) return seeOther(notSentPath(error, request));
    throw error;
  }
});

async function receive(request: Request, browser: boolean): Promise<Response> {
  assertSameOrigin(request);
  await consume(limits.enquiriesByAddress(clientAddress(request)));
  const form = await readFormData(request, { maxBytes: MAX_BODY_BYTES });
  const { enquiry, attachment } = await parseEnquiry(form);
  if (attachment) await reserveAttachment(attachment.data.byteLength);
  const { type, ...payload } = enquiry;
  const member = await sessionFromRequest(request);
  const saved = await insertEnquiry({
    type,
    payload,
    attachment,
    submissionKey: submissionKey(enquiry, attachment),
    email: enquiry.email,
    memberId: member?.memberId ?? null,
    mails: ({ id }) => enquiryMails(id, enquiry, attachment),
  });
  if (!saved.duplicate) wakeMailWorker();
  if (browser) return seeOther(`/enquiry-received?ref=${enquiryReference(saved.id)}`);
  const receipt: EnquiryReceipt = { id: saved.id, receivedAt: saved.createdAt.toISOString() };
  return json(receipt, { status: saved.duplicate ? 200 : 201 });
}
