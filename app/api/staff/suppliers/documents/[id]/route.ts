import { HttpError } from '@/lib/http/errors';
import { route } from '@/lib/http/route';
import { requireStaff } from '@/lib/staff/guard';
import { inlineHeaders, openDocument } from '@/lib/suppliers/staff-files';
import { enquiryId as uuid } from '@/lib/validation/staff-inbox';

type Context = { params: Promise<{ id: string }> };

/** A supplier's document, for staff past their second factor, shown in the review page. */
export const GET = route<Context>(async (request, { params }) => {
  const staffer = await requireStaff(request);
  const id = uuid((await params).id);
  if (!id) throw new HttpError(404, 'This document is no longer held.');
  const file = await openDocument(staffer, id);
  return new Response(new Uint8Array(file.data), {
    headers: inlineHeaders(file.type, file.data.byteLength),
  });
});
