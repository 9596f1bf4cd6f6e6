import { HttpError } from '@/lib/http/errors';
import { route } from '@/lib/http/route';
import { requireStaff } from '@/lib/staff/guard';
import { inlineHeaders, openIdentityImage } from '@/lib/suppliers/staff-files';
import { enquiryId as uuid } from '@/lib/validation/staff-inbox';

type Context = { params: Promise<{ id: string; side: string }> };

/**
 * One side of an identity document, unsealed for a member of staff past their second factor;
 * each view recorded. Gone once the check is decided.
 */
export const GET = route<Context>(async (request, { params }) => {
  const staffer = await requireStaff(request);
  const { id: raw, side } = await params;
  const id = uuid(raw);
  if (!id || (side !== 'front' && side !== 'back'))
    throw new HttpError(404, 'This image is no longer held.');
  const image = await openIdentityImage(staffer, id, side);
  return new Response(new Uint8Array(image.data), {
    headers: inlineHeaders(image.type, image.data.byteLength),
  });
});
