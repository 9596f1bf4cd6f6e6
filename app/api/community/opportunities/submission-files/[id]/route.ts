import { memberSubmissionFile } from '@/lib/board/files';
import { HttpError } from '@/lib/http/errors';
import { route } from '@/lib/http/route';
import { enquiryId as uuid } from '@/lib/validation/staff-inbox';

type Context = { params: Promise<{ id: string }> };

/** A file of the member's own company's expression of interest. */
export const GET = route<Context>(async (request, { params }) => {
  const id = uuid((await params).id);
  if (!id) throw new HttpError(404, 'This file is not there.');
  return memberSubmissionFile(request, id);
});
