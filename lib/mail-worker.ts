import 'server-only';
import { setImmediate as yieldToRequests } from 'node:timers/promises';
import {
  claimDueMail,
  markMailFailed,
  markMailSent,
  type OutboxMessage,
} from '@/lib/db/queries/outbox';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { readyDigest } from '@/lib/alerts/digest-mail';
import { readyToSend } from '@/lib/mail-links';

type Transport = {
  sendMail: (message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    replyTo?: string;
    headers?: Record<string, string>;
  }) => Promise<unknown>;
};

/** Due mail is also looked for on a timer: retries, and mail queued by other instances. */
const POLL_MS = 5_000;
const BATCH = 10;

/**
 * Module state: where Next bundles a copy of this module (route handlers, instrumentation), each
 * copy wakes on its own; the lease and SKIP LOCKED keep a message from going twice.
 */
const state: {
  timer?: NodeJS.Timeout;
  running?: Promise<void>;
  again?: boolean;
  transport?: Promise<Transport | null>;
} = {};

function transport(): Promise<Transport | null> {
  state.transport ??= (async () => {
    const { SMTP_URL, MAIL_TIMEOUT_MS } = env();
    if (!SMTP_URL) return null;
    const nodemailer = await import('nodemailer');
    // Explicit limits: nodemailer's defaults wait minutes on a server that never answers.
    return nodemailer.createTransport({
      url: SMTP_URL,
      connectionTimeout: MAIL_TIMEOUT_MS,
      greetingTimeout: MAIL_TIMEOUT_MS,
      socketTimeout: MAIL_TIMEOUT_MS,
    });
  })();
  return state.transport;
}

export const LINK_NO_LONGER_VALID =
  'Not sent: its link was used, replaced or withdrawn (or its account removed) before it could go.';

export const DIGEST_EMPTY =
  'Not sent: what it told of closed or was withdrawn, or its alert was stopped, before it could go.';

/** Sends one message; the reason when it has nothing left to say (nothing is sent). */
async function deliver(message: OutboxMessage): Promise<string | null> {
  const smtp = await transport();
  const ready: { text: string; link: string | null; headers?: Record<string, string> } | null =
    message.alertId ? await readyDigest(message) : await readyToSend(message);
  if (!ready) return message.alertId ? DIGEST_EMPTY : LINK_NO_LONGER_VALID;
  const { to, subject } = message;
  const { text, link, headers } = ready;
  const replyTo = message.replyTo ?? undefined;
  if (!smtp) {
    log.info(
      { mail: true, to, subject, text, link: link ?? undefined, replyTo },
      'SMTP_URL is not set; mail not sent',
    );
    return null;
  }
  await smtp.sendMail({ from: env().MAIL_FROM, to, subject, text, replyTo, headers });
  return null;
}

/** Half a minute, doubling with each attempt, at most an hour. */
function retryAt(attempts: number): Date | null {
  if (attempts >= env().MAIL_MAX_ATTEMPTS) return null;
  return new Date(Date.now() + Math.min(30_000 * 2 ** (attempts - 1), 3_600_000));
}

async function drain(): Promise<void> {
  // Longer than one delivery can take, so a live worker keeps its lease.
  const leaseMs = 3 * env().MAIL_TIMEOUT_MS + 5_000;
  for (;;) {
    const due = await claimDueMail(BATCH, leaseMs);
    if (due.length === 0) return;
    for (const message of due) {
      try {
        const notSent = await deliver(message);
        if (notSent === null) await markMailSent(message.id);
        else await markMailFailed(message.id, notSent, null);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const next = retryAt(message.attempts);
        log.warn(
          { mailId: message.id, attempts: message.attempts, reason, retry: next !== null },
          'mail not sent',
        );
        await markMailFailed(message.id, reason, next);
      }
      // A turn of the event loop between messages: the embedded database answers in the main
      // thread, so a long queue (an alert run's digests) would otherwise hold every request.
      await yieldToRequests();
    }
  }
}

/** Runs the worker now, or once more right after the run in progress. */
export function wakeMailWorker(): void {
  if (state.running) {
    state.again = true;
    return;
  }
  state.running = (async () => {
    do {
      state.again = false;
      try {
        await drain();
      } catch (error) {
        log.error({ err: error }, 'mail worker failed; it tries again on its next round');
      }
    } while (state.again);
  })().finally(() => {
    state.running = undefined;
  });
}

/** Started once by the server (instrumentation.ts) after the database is open. */
export function startMailWorker(): void {
  if (state.timer) return;
  state.timer = setInterval(wakeMailWorker, POLL_MS);
  state.timer.unref();
  wakeMailWorker();
}

/** For tests and shutdown: stops the timer and waits for the run in progress. */
export async function stopMailWorker(): Promise<void> {
  clearInterval(state.timer);
  state.timer = undefined;
  state.transport = undefined;
  await state.running;
}
