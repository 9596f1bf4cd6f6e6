import 'server-only';
import { createHash } from 'node:crypto';
import { clearCounter, incrementCounter } from '@/lib/db/queries/rate-limits';
import { env } from '@/lib/env';
import { HttpError } from '@/lib/http/errors';

/**
 * Fixed-window limits kept in the database, so they survive a restart and hold across
 * instances. A bucket is an action plus who is acting: a client address or an account.
 * Limits come from RATE_LIMIT_* variables (see docs/community.md).
 */
export type Bucket = { action: string; subject: string; limit: number; windowSeconds?: number };

function keyOf({ action, subject }: Bucket): string {
  // Hashed so an e-mail address used as a subject is not stored in clear in the counters.
  return `${action}:${createHash('sha256').update(subject.toLowerCase()).digest('base64url')}`;
}

/**
 * A 429 whose message and Retry-After say how long to wait. `first` marks the attempt that went
 * over the limit, so a refusal worth recording is recorded once per window, not once per request.
 */
export class RateLimited extends HttpError {
  constructor(
    message: string,
    seconds: number,
    readonly first = false,
  ) {
    super(429, message, undefined, { 'Retry-After': String(seconds) });
  }
}

export function tooMany(resetAt: Date, reason = 'Too many attempts.', first = false): RateLimited {
  const seconds = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  const wait = seconds < 60 ? `${seconds} seconds` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return new RateLimited(`${reason} Please wait ${wait} and try again.`, seconds, first);
}

/** Counts one attempt; throws 429 with Retry-After once the bucket is over its limit. */
export async function consume(bucket: Bucket): Promise<void> {
  const window = bucket.windowSeconds ?? env().RATE_LIMIT_WINDOW_SECONDS;
  const counter = await incrementCounter(keyOf(bucket), window);
  if (counter.count > bucket.limit) {
    throw tooMany(counter.resetAt, undefined, counter.count === bucket.limit + 1);
  }
}

/** Empties a bucket, e.g. an account's login attempts after a successful one. */
export async function forget(bucket: Bucket): Promise<void> {
  await clearCounter(keyOf(bucket));
}

export const limits = {
  /** Alert subscriptions from one client address, in the usual window. */
  alertsByAddress: (address: string): Bucket => ({
    action: 'alerts-address',
    subject: address,
    limit: env().RATE_LIMIT_ALERTS_PER_ADDRESS,
  }),
  /** Confirmation mails to one address a day: nobody can make the site mail an inbox often. */
  alertsByTarget: (email: string): Bucket => ({
    action: 'alerts-target',
    subject: email,
    limit: env().RATE_LIMIT_ALERTS_PER_TARGET,
    windowSeconds: 24 * 60 * 60,
  }),
  loginByAddress: (address: string): Bucket => ({
    action: 'login-address',
    subject: address,
    limit: env().RATE_LIMIT_LOGIN_PER_ADDRESS,
  }),
  loginByAccount: (email: string): Bucket => ({
    action: 'login-account',
    subject: email,
    limit: env().RATE_LIMIT_LOGIN_PER_ACCOUNT,
  }),
  registerByAddress: (address: string): Bucket => ({
    action: 'register-address',
    subject: address,
    limit: env().RATE_LIMIT_REGISTER_PER_ADDRESS,
  }),
  resetByAddress: (address: string): Bucket => ({
    action: 'reset-address',
    subject: address,
    limit: env().RATE_LIMIT_RESET_PER_ADDRESS,
  }),
  resetByAccount: (email: string): Bucket => ({
    action: 'reset-account',
    subject: email,
    limit: env().RATE_LIMIT_RESET_PER_ACCOUNT,
  }),
  /** Staff sign-in, second factor and set-up: the login's limits, counted apart from members'. */
  staffSignInByAddress: (address: string): Bucket => ({
    action: 'staff-login-address',
    subject: address,
    limit: env().RATE_LIMIT_LOGIN_PER_ADDRESS,
  }),
  staffSignInByAccount: (email: string): Bucket => ({
    action: 'staff-login-account',
    subject: email,
    limit: env().RATE_LIMIT_LOGIN_PER_ACCOUNT,
  }),
  staffCodeByAddress: (address: string): Bucket => ({
    action: 'staff-code-address',
    subject: address,
    limit: env().RATE_LIMIT_LOGIN_PER_ADDRESS,
  }),
  staffCodeByAccount: (staffId: string): Bucket => ({
    action: 'staff-code',
    subject: staffId,
    limit: env().RATE_LIMIT_LOGIN_PER_ACCOUNT,
  }),
  staffSetUpByAddress: (address: string): Bucket => ({
    action: 'staff-setup-address',
    subject: address,
    limit: env().RATE_LIMIT_LOGIN_PER_ADDRESS,
  }),
  enquiriesByAddress: (address: string): Bucket => ({
    action: 'enquiry-address',
    subject: address,
    limit: env().RATE_LIMIT_ENQUIRIES_PER_ADDRESS,
  }),
};
