import 'server-only';
import { sessionFromJar } from '@/lib/auth/session';
import { reserveAttachment } from '@/lib/caps';
import { insertEnquiry } from '@/lib/db/queries/enquiries';
import { defineForm } from '@/lib/forms/core';
import { wakeMailWorker } from '@/lib/mail-worker';
import { consume, limits } from '@/lib/rate-limit';
import { enquirySchema } from '@/lib/validation/enquiries';
import { enquiryReference, SPAM_TRAP_FIELD } from '@/lib/validation/enquiry-rules';
import { enquiryMails } from './enquiry-mails';
import { recipientsFor } from './routing';
import { spamReason } from './spam';
import { checkChoices, checkedCv, withCvApart } from './parse-enquiry';
import { submissionKey } from './submission-key';

/** What every enquiry form may give back after a refusal: all its text, since none is secret. */
const KEPT = [
  'name',
  'email',
  'phone',
  'message',
  'organisation',
  'topic',
  'service',
  'program',
  'school',
  'duration',
  'cvLink',
] as const;

/**
 * Every enquiry form (study, job application, business, contact) is this one form; its `type`
 * field routes it. Counted per client address first; stored with its mail in one transaction
 * (the worker sends the mail, so the answer never waits for SMTP). The same submission twice
 * (a double click, a retry after a network error) is stored once and answered like the first.
 */
export const enquiryForm = defineForm({
  schema: enquirySchema,
  keep: KEPT,
  // Empty fields are left out, so optional ones stay absent; the spam trap is the work's to read.
  // A chosen file is read as the CV (a file input left empty posts a file of no bytes).
  read: (fields, form) => {
    const values = Object.fromEntries(
      Object.entries(fields).filter(([name, value]) => name !== SPAM_TRAP_FIELD && value.trim()),
    );
    const cv = form.get('cv');
    return cv instanceof File && cv.size > 0 ? { ...values, cv } : values;
  },
  async work(posted, { address, cookies, form }) {
    await consume(limits.enquiriesByAddress(address));
    const { enquiry, cv } = withCvApart(posted);
    checkChoices(enquiry);
    const attachment = cv && (await checkedCv(cv));
    if (attachment) await reserveAttachment(attachment.data.byteLength);
    const { type, ...payload } = enquiry;
    const member = await sessionFromJar(cookies);
    // Kept and answered like any other, so a person wrongly suspected loses nothing and a bot
    // learns nothing; staff see it under Spam with the reason, its mail held (lib/enquiries/spam.ts).
    const spam = spamReason(enquiry, form, cookies);
    const recipients = await recipientsFor(type);
    const saved = await insertEnquiry({
      type,
      payload,
      attachment,
      submissionKey: submissionKey(enquiry, attachment),
      email: enquiry.email,
      memberId: member?.memberId ?? null,
      spamReason: spam,
      mails: ({ id }) => enquiryMails(id, enquiry, attachment, recipients),
    });
    if (!saved.duplicate && !spam) wakeMailWorker();
    return { status: 'done', result: { reference: enquiryReference(saved.id) } };
  },
});
