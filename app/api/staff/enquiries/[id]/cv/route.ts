import { recordAudit } from '@/lib/db/queries/audit';
import { findCv } from '@/lib/db/queries/inbox';
import { HttpError } from '@/lib/http/errors';
import { route } from '@/lib/http/route';
import { requireStaff } from '@/lib/http/staff-guard';
import { attachmentDisposition, enquiryId } from '@/lib/validation/staff-inbox';

type Context = { params: Promise<{ id: string }> };

/** A job application's CV, for staff only, always as a download and never sniffed or cached. */
export const GET = route<Context>(async (request, { params }) => {
  const actor = await requireStaff(request);
  const id = enquiryId((await params).id);
  const cv = id ? await findCv(id) : undefined;
  if (!id || !cv) throw new HttpError(404, 'This enquiry has no CV.');
  await recordAudit(actor, {
    action: 'download',
    subjectType: 'enquiry',
    subjectId: id,
    detail: { file: cv.name },
  });
  return new Response(new Uint8Array(cv.data), {
    headers: {
      'Content-Type': cv.type ?? 'application/octet-stream',
      'Content-Length': String(cv.data.byteLength),
      'Content-Disposition': attachmentDisposition(cv.name),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    },
  });
});
