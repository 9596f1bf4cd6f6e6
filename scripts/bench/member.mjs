// The member the login scenarios sign in as, registered through the portal's pages as a browser
// without JavaScript does (page-form.mjs). A registration that needs the address confirmed
// answers "Check your inbox" and mails a link; without SMTP the server logs it, and the member
// opens it and posts the password in its form, which signs them in (a 303). A provider that
// signs members in at registration (COMMUNITY_API_URL) answers the registration with a 303.
import { logFileLines, waitForMailedLink } from '../mail-log.mjs';
import { accepted, readPageForm } from './page-form.mjs';

/** The registration page, whose form the scenarios post (load.mjs, mixed-load.mjs). */
export const REGISTER_PAGE = '/community-register';

/**
 * Registers `member` (the registration form's fields) so that it can sign in. Answers null, or
 * why it could not.
 */
export async function signUpMember({ baseUrl, serverLog, member }) {
  const signal = () => AbortSignal.timeout(30_000);
  try {
    const form = await readPageForm(baseUrl, REGISTER_PAGE, { fields: ['username', 'password'] });
    const registered = await form.post(member, { signal: signal() });
    const page = await registered.text();
    if (registered.status === 303) return null;
    if (!accepted.registration(registered.status, page)) {
      return `registration answered ${registered.status} without "Check your inbox"`;
    }
    const link = new URL(
      await waitForMailedLink(() => logFileLines(serverLog), member.email, '/community-confirm'),
    );
    const confirm = await readPageForm(baseUrl, link.pathname + link.search, {
      fields: ['token', 'password'],
    });
    const confirmed = await confirm.post({ password: member.password }, { signal: signal() });
    await confirmed.arrayBuffer();
    return accepted.redirect(confirmed.status)
      ? null
      : `confirmation answered ${confirmed.status}, not a redirect`;
  } catch (error) {
    return String(error instanceof Error ? error.message : error);
  }
}

/**
 * Signs `member` (registered by signUpMember) in through the login page's form and answers the
 * `Cookie` header its session rides on, for a browser that should see the members area.
 * Throws when the login is not a redirect or sets no cookie.
 */
export async function memberCookie({ baseUrl, member }) {
  const form = await readPageForm(baseUrl, '/community-login', { fields: ['email', 'password'] });
  const answer = await form.post(
    { email: member.email, password: member.password },
    { signal: AbortSignal.timeout(30_000) },
  );
  await answer.arrayBuffer();
  const cookies = answer.headers.getSetCookie().map((line) => line.split(';')[0]);
  if (!accepted.redirect(answer.status) || cookies.length === 0) {
    throw new Error(`the member's login answered ${answer.status} with ${cookies.length} cookies`);
  }
  return cookies.join('; ');
}
