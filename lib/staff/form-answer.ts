import 'server-only';
import { HttpError } from '@/lib/http/errors';
import { seeOther } from '@/lib/http/plain-form';

/**
 * The staff sign-in forms post natively; a refusal goes back to the form (303) with a short
 * reason the page turns into its own message (components/staff/StaffForm.tsx), so no text from the URL is ever shown.
 */
export type StaffFormError = 'wrong' | 'code' | 'link' | 'password' | 'too-many';

export { seeOther };

export function backWith(path: string, error: StaffFormError, extra: Record<string, string> = {}) {
  const query = new URLSearchParams({ ...extra, error });
  return seeOther(`${path}?${query}`);
}

/** A 429 from the rate limits becomes the form's "too many" message; anything else is rethrown. */
export function tooManyOr(error: unknown, path: string): Response {
  if (error instanceof HttpError && error.status === 429) return backWith(path, 'too-many');
  throw error;
}

export function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}
