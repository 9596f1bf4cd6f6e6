import { staffOpportunityFile } from '@/lib/board/files';
import { HttpError } from '@/lib/http/errors';
import { route } from '@/lib/http/route';
import { requireStaff } from '@/lib/staff/guard';
import { enquiryId as uuid } from '@/lib/validation/staff-inbox';

type Context = { params: Promise<{ id: string }> };

/** An opportunity's document, for staff past their second factor. */
export const GET = route<Context>(async (request, { params }) => {
  await requireStaff(request);
  const id = uuid((await params).id);
  if (!id) throw new HttpError(404, 'This file is not there.');
  return staffOpportunityFile(id);
});
