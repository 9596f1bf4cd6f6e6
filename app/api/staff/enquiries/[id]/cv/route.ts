import { recordAudit } from '@/lib/db/queries/audit';
import { cvBytes, findCvFile } from '@/lib/db/queries/cv';
import { HttpError } from '@/lib/http/errors';
import { byteStream } from '@/lib/http/byte-stream';
import { route } from '@/lib/http/route';
import { requireStaff } from '@/lib/staff/guard';
import { attachmentDisposition, enquiryId } from '@/lib/validation/staff-inbox';

type Context = { params: Promise<{ id: string }> };

/**
 * A job application's CV, for staff only, always as a download and never sniffed or cached;
 * streamed from the database in slices, so other requests run while it goes.
 */
export const GET = route<Context>(async (request, { params }) => {
  const actor = await requireStaff(request);
  const id = enquiryId((await params).id);
  const cv = id ? await findCvFile(id) : undefined;
  if (!id || !cv) throw new HttpError(404, 'This enquiry has no CV.');
  await recordAudit(actor, {
    action: 'download',
    subjectType: 'enquiry',
    subjectId: id,
    detail: { file: cv.name },
  });
  return new Response(byteStream(cvBytes(id, cv.bytes)), {
    headers: {
      'Content-Type': cv.type ?? 'application/octet-stream',
      'Content-Length': String(cv.bytes),
      'Content-Disposition': attachmentDisposition(cv.name),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    },
  });
});
