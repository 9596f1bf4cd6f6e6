import { enquiryReference } from '@/lib/validation/enquiry-rules';
import { signedOutPath } from '@/lib/auth/session';
import { memberSession } from '@/lib/community/account';
import { withdrawMemberEnquiry } from '@/lib/db/queries/member-enquiries';
import { HttpError } from '@/lib/http/errors';
import { assertSameOrigin } from '@/lib/http/origin';
import { json, route } from '@/lib/http/route';
import { seeOther } from '@/lib/http/plain-form';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NOT_FOUND = 'We could not find that enquiry in your account.';

type Context = { params: Promise<{ id: string }> };

/**
 * The members area's withdraw button posts here as a plain form: the enquiry becomes
 * "withdrawn" and its CV is deleted. Only its owner can: any other id answers 404 alike.
 */
export const POST = route<Context>(async (request, { params }) => {
  assertSameOrigin(request);
  const { id } = await params;
  const browser = request.headers.get('accept')?.includes('text/html');
  let session;
  try {
    session = await memberSession(request);
  } catch (error) {
    if (browser && error instanceof HttpError && error.status === 401) {
      return seeOther(signedOutPath('/community'));
    }
    throw error;
  }
  if (!UUID.test(id) || !(await withdrawMemberEnquiry(session.member.id, id))) {
    throw new HttpError(404, NOT_FOUND);
  }
  if (browser) return seeOther(`/community?withdrawn=${enquiryReference(id)}#enquiries`);
  return json({ ok: true });
});
