import { documentBytes } from '@/lib/db/queries/supplier-files';
import { HttpError } from '@/lib/http/errors';
import { byteStream } from '@/lib/http/byte-stream';
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
  return new Response(byteStream(documentBytes(id, file.bytes)), {
    headers: inlineHeaders(file.type, file.bytes),
  });
});
