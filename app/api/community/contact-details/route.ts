import { sessionFromRequest } from '@/lib/auth/session';
import { contactDetails } from '@/lib/community/contact-details';
import { HttpError } from '@/lib/http/errors';
import { json, route } from '@/lib/http/route';

/**
 * The signed-in member's name, e-mail address and phone, for the enquiry forms to fill in (their
 * pages are the same for everyone, so the browser asks). Only the session's own member; never
 * cached (json() answers no-store), and another site's script cannot read it (no CORS).
 */
export const GET = route(async (request) => {
  const session = await sessionFromRequest(request);
  if (!session?.member) throw new HttpError(401, 'Sign in to fill the form from your account.');
  return json(contactDetails(session.member));
});
