import { heldAbout } from '@/lib/db/queries/access';
import { HttpError } from '@/lib/http/errors';
import { route } from '@/lib/http/route';
import { requireStaff } from '@/lib/staff/guard';
import { accessArchive } from '@/lib/staff/access-archive';
import { accessRequest } from '@/lib/validation/staff-inbox';

/**
 * The right of access (GDPR art. 15): one ZIP of everything held about an e-mail address, for
 * admins only, like erasure. The reads and their audit entry share a transaction; the archive
 * is streamed, never cached, always a download.
 */
export const GET = route(async (request) => {
  const actor = await requireStaff(request, 'admin');
  const parsed = accessRequest.safeParse({
    email: new URL(request.url).searchParams.get('email') ?? '',
  });
  if (!parsed.success) throw new HttpError(400, 'Give a valid e-mail address.');
  const produced = new Date();
  const held = await heldAbout(actor, parsed.data.email);
  const day = produced.toISOString().slice(0, 10);
  return new Response(accessArchive(parsed.data.email, held, produced), {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="personal-data-${day}.zip"`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    },
  });
});
