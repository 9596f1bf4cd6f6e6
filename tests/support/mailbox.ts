/**
 * Stands in for lib/mail.ts in a suite that declares
 * `jest.mock('@/lib/mail', () => jest.requireActual('../support/mailbox'))`: every mail the
 * server queues lands in `sent` as if sent at once, its single-use link made by the worker's own
 * code (lib/mail-links.ts), whatever the log format.
 */
import type { Mail } from '@/lib/mail';
import { readyToSend } from '@/lib/mail-links';

export type { Mail };

export const sent: Mail[] = [];

/**
 * Mails the worker would not send: their single-use link was replaced or used before they went
 * (a second registration of an address not yet confirmed, say), as `LINK_NO_LONGER_VALID` says.
 */
export const notSent: Mail[] = [];

const pending = new Set<Promise<void>>();

/** Resolves once every mail queued so far has its link made (or is known not to be sent). */
export async function mailSettled(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}

export function queueMail(mail: Mail): Promise<void> {
  const queued = queue(mail).finally(() => pending.delete(queued));
  pending.add(queued);
  return queued;
}

async function queue(mail: Mail): Promise<void> {
  // Counted at once, as the outbox would hold it; its link is in it once made (found again by
  // identity: other mails may have left the list meanwhile).
  sent.push(mail);
  const ready = await readyToSend({
    body: mail.text,
    link: mail.link ?? null,
    linkKind: mail.linkKind ?? null,
    linkTokenId: mail.linkTokenId ?? null,
  });
  const index = sent.indexOf(mail);
  if (index === -1) return; // the test emptied the list meanwhile
  if (ready) {
    sent[index] = { ...mail, text: ready.text, link: ready.link ?? undefined };
    return;
  }
  sent.splice(index, 1);
  notSent.push(mail);
}

export function queueMailInBackground(mail: Mail): void {
  void queueMail(mail);
}

export function mailsTo(email: string): Mail[] {
  return sent.filter((mail) => mail.to === email.toLowerCase());
}

async function eventually<T>(look: () => T | undefined, what: string): Promise<T> {
  for (let waited = 0; waited < 5000; waited += 10) {
    const found = look();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Resolves once `count` mails to `email` have been queued (background work included). */
export function mailsQueued(email: string, count: number): Promise<Mail[]> {
  return eventually(() => {
    const mails = mailsTo(email);
    return mails.length >= count ? mails : undefined;
  }, `${count} mails to ${email}`);
}

/** The token of the newest link to `path` mailed to `email`, once it has been queued. */
export function tokenMailed(email: string, path: string): Promise<string> {
  return eventually(() => {
    // The newest mail with a link to `path`, once its token is made.
    const link = mailsTo(email)
      .map((mail) => mail.link ?? '')
      .findLast((url) => new URL(url || 'x:/').pathname === path);
    return link?.includes('?token=') ? (new URL(link).searchParams.get('token') ?? '') : undefined;
  }, `a ${path} link mailed to ${email}`);
}
