import { recordAudit } from '@/lib/db/queries/audit';
import { cvBytes, findCvFile } from '@/lib/db/queries/cv';
import { HttpError } from '@/lib/http/errors';
import { route } from '@/lib/http/route';
import { requireStaff } from '@/lib/staff/guard';
import { attachmentDisposition, enquiryId } from '@/lib/validation/staff-inbox';

type Context = { params: Promise<{ id: string }> };

/** An async iterable as a byte stream, read one part per pull. */
function readable(parts: AsyncGenerator<Buffer>): ReadableStream<Uint8Array> {
  return new ReadableStream({
    async pull(controller) {
      const next = await parts.next();
      if (next.done) controller.close();
      else controller.enqueue(new Uint8Array(next.value));
    },
    async cancel() {
      await parts.return(undefined);
    },
  });
}

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
  return new Response(readable(cvBytes(id, cv.bytes)), {
    headers: {
      'Content-Type': cv.type ?? 'application/octet-stream',
      'Content-Length': String(cv.bytes),
      'Content-Disposition': attachmentDisposition(cv.name),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    },
  });
});
