import 'server-only';
import { findListedBusiness } from '@/lib/businesses/listed';
import { findService } from '@/content/services';
import { findPostedJob, isOpen, JOB_CLOSED } from '@/lib/jobs/open-jobs';
import { studyOptions } from '@/content/study-options';
import { HttpError, type FieldErrors } from '@/lib/http/errors';
import type { Enquiry, PostedEnquiry } from '@/lib/validation/enquiries';
import { checkCv, type CheckedCv } from './cv-file';

const invalid = (fieldErrors: Record<string, string>) =>
  new HttpError(
    422,
    'Some fields need attention.',
    Object.fromEntries(
      Object.entries(fieldErrors).map(([field, message]) => [field, [message]]),
    ) as FieldErrors,
  );

/** Choices that the shared schema checks only for shape are checked against the content here. */
function unknownChoices(enquiry: Enquiry): Record<string, string> {
  const has = (list: readonly { value: string }[], value: string) =>
    list.some((o) => o.value === value);
  switch (enquiry.type) {
    case 'study':
      return {
        ...(has(studyOptions.programs, enquiry.program)
          ? {}
          : { program: 'Choose a program from the list' }),
        ...(has(studyOptions.schools, enquiry.school)
          ? {}
          : { school: 'Choose a university from the list' }),
      };
    case 'job-application': {
      const job = findPostedJob(enquiry.job);
      if (!job) return { job: 'This job is no longer listed' };
      return isOpen(job) ? {} : { job: JOB_CLOSED };
    }
    case 'business':
      return findListedBusiness(enquiry.business)
        ? {}
        : { business: 'This business is no longer listed' };
    case 'contact':
      return !enquiry.service || findService(enquiry.service)
        ? {}
        : { service: 'Choose a service from the list' };
  }
}

/** Refuses (422) a choice the schema checks only for shape that the content does not list. */
export function checkChoices(enquiry: Enquiry): void {
  const unknown = unknownChoices(enquiry);
  if (Object.keys(unknown).length > 0) throw invalid(unknown);
}

/** The enquiry to store and mail, and the CV a job application uploaded (the schema let it in). */
export function withCvApart(posted: PostedEnquiry): { enquiry: Enquiry; cv?: File } {
  if (posted.type !== 'job-application') return { enquiry: posted };
  const { cv, ...enquiry } = posted;
  return { enquiry, cv };
}

/** An uploaded CV, checked by what its bytes are (cv-file.ts); 422 on the cv field if wrong. */
export async function checkedCv(file: File): Promise<CheckedCv> {
  const checked = await checkCv(file);
  if ('error' in checked) throw invalid({ cv: checked.error });
  return checked;
}
