import 'server-only';
import { findListedBusiness } from '@/lib/businesses/listed';
import { findService } from '@/content/services';
import { findPostedJob, isOpen, JOB_CLOSED } from '@/lib/jobs/open-jobs';
import { studyOptions } from '@/content/study-options';
import { HttpError, type FieldErrors } from '@/lib/http/errors';
import { CV_REQUIRED, type Enquiry } from '@/lib/validation/enquiries';
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

/**
 * The CV of a job application, checked by what it is (cv-file.ts), or undefined when it gave a
 * link instead; 422 when an application has neither, or another form sends a file.
 */
export async function attachedCv(enquiry: Enquiry, form: FormData): Promise<CheckedCv | undefined> {
  const file = form.get('cv');
  const upload = file instanceof File && file.size > 0 ? file : undefined;
  if (enquiry.type !== 'job-application') {
    if (upload) throw invalid({ cv: 'Only job applications take an attachment' });
    return undefined;
  }
  if (!upload) {
    if (!enquiry.cvLink) throw invalid({ cv: CV_REQUIRED });
    return undefined;
  }
  const checked = await checkCv(upload);
  if ('error' in checked) throw invalid({ cv: checked.error });
  return checked;
}
