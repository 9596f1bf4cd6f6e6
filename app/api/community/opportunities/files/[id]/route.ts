import { memberOpportunityFile } from '@/lib/board/files';
import { HttpError } from '@/lib/http/errors';
import { route } from '@/lib/http/route';
import { enquiryId as uuid } from '@/lib/validation/staff-inbox';

type Context = { params: Promise<{ id: string }> };

/** An opportunity's document, for a member of a company that sees it in full. */
export const GET = route<Context>(async (request, { params }) => {
  const id = uuid((await params).id);
  if (!id) throw new HttpError(404, 'This file is not there.');
  return memberOpportunityFile(request, id);
});
