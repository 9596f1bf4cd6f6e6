// The member the login scenarios sign in as. A build that confirms e-mail addresses answers a
// registration 202 and mails a link; without SMTP the server logs it, and the member follows it
// as a person would. An older build answers 201 and has signed the member in already.
import { logFileLines, waitForMailedLink } from '../../e2e/support/mail-log.mjs';

/** Registers `member` so that it can sign in. Answers null, or why it could not. */
export async function signUpMember({ baseUrl, serverLog, member, headers }) {
  const post = (path, body) =>
    fetch(baseUrl + path, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
  const registered = await post('/api/community/register', member);
  if (registered.status === 201) return null;
  if (registered.status !== 202) return `registration answered ${registered.status}`;
  try {
    const link = await waitForMailedLink(
      () => logFileLines(serverLog),
      member.email,
      '/community-confirm',
    );
    const token = new URL(link).searchParams.get('token');
    const confirmed = await post('/api/community/confirm-email', { token });
    return confirmed.ok ? null : `confirmation answered ${confirmed.status}`;
  } catch (error) {
    return String(error);
  }
}
