import 'server-only';
import { dummyHash, hashPassword, verifyPassword } from '@/lib/auth/password';
import {
  secondFactorPassed,
  startStaffSession,
  type StaffCookie,
  type StaffSessionRecord,
} from '@/lib/auth/staff-session';
import { hashToken } from '@/lib/auth/tokens';
import { recordAudit, type AuditActor } from '@/lib/db/queries/audit';
import { findStaffByEmail, findStaffById } from '@/lib/db/queries/staff';
import {
  claimTotpStep,
  confirmTotp,
  findSetupTokenOwner,
  spendRecoveryCode,
  spendSetupToken,
} from '@/lib/db/queries/staff-credentials';
import type { Staff } from '@/lib/db/schema';
import { consume, forget, limits, RateLimited } from '@/lib/rate-limit';
import { emailField } from '@/lib/validation/fields';
import { unseal } from '@/lib/auth/secrets';
import { recoveryCodeHashes } from './recovery-codes';
import { totpStep } from './totp';

/**
 * The steps of a staff sign-in: a set-up link's password, the password, enrolment of an
 * authenticator, and the second factor. Each counts its attempt against the limits per client
 * address (and per account) before any password is hashed or checked, and every outcome is in
 * the audit log: sign-ins, refusals, refused codes, recovery codes used.
 */

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,100}$/;
const staffActor = (person: Staff): AuditActor => ({ id: person.id, email: person.email });
const about = (person: Staff) => ({ subjectType: 'staff' as const, subjectId: person.id });

/** Counts an attempt in every bucket; the first refusal of a window is recorded by `refused`. */
async function count(buckets: Parameters<typeof consume>[0][], refused: () => Promise<void>) {
  try {
    for (const bucket of buckets) await consume(bucket);
  } catch (error) {
    if (error instanceof RateLimited && error.first) await refused();
    throw error;
  }
}

/**
 * The set-up link's form: a live token is looked up before its password is hashed, so made-up
 * tokens cost one look-up each; then the token is spent and the password set in one transaction.
 * The session that starts opens only enrolment. 'link' when the link is not (or no longer) valid.
 */
export async function completeSetup(
  token: string,
  password: string,
  address: string,
): Promise<StaffCookie | 'link'> {
  const refused = (reason: string) =>
    recordAudit({ visitor: address }, { action: 'set-up-refused', detail: { reason } });
  await count([limits.staffSetUpByAddress(address)], () => refused('too many attempts'));
  const owner = TOKEN_SHAPE.test(token) ? await findSetupTokenOwner(hashToken(token)) : undefined;
  if (!owner) {
    await refused('not a live link');
    return 'link';
  }
  const staffId = await spendSetupToken(hashToken(token), await hashPassword(password), () => ({
    actor: staffActor(owner),
    record: { action: 'set-up', ...about(owner), detail: { address } },
  }));
  if (!staffId) {
    await refused('link spent meanwhile');
    return 'link';
  }
  return startStaffSession(staffId);
}

export type PasswordStep = { cookie: StaffCookie; next: '/staff/sign-in/code' | '/staff/enrol' };

/**
 * The password step, as the member login does it: counted per client address and per account
 * before the password is checked (429 past the limit), and unknown, disabled or not-yet-set-up
 * accounts cost the same work as real ones. 'wrong' for every refusal, whatever its reason; the
 * audit log keeps the reason.
 */
export async function signInWithPassword(
  email: string,
  password: string,
  address: string,
): Promise<PasswordStep | 'wrong'> {
  const lower = email.trim().toLowerCase();
  // Not an address at all (a control character, say): no account has it, and it must not reach
  // the database as a key or the audit log as text.
  const isAddress = emailField.safeParse(lower).success;
  const refused = (reason: string) =>
    recordAudit(
      { visitor: address },
      {
        action: 'sign-in-refused',
        subjectType: 'email',
        subjectId: isAddress ? lower : undefined,
        detail: { reason },
      },
    );
  await count([limits.staffSignInByAddress(address)], () => refused('too many attempts'));
  if (!isAddress) {
    await refused('not an e-mail address');
    return 'wrong';
  }
  await count([limits.staffSignInByAccount(lower)], () => refused('too many attempts'));
  const found = await findStaffByEmail(lower);
  const valid = await verifyPassword(found?.passwordHash ?? (await dummyHash()), password);
  if (!found || !valid || !found.passwordHash || found.disabledAt) {
    await refused(
      !found
        ? 'no such account'
        : found.disabledAt
          ? 'account disabled'
          : !found.passwordHash
            ? 'not set up'
            : 'wrong password',
    );
    return 'wrong';
  }
  await forget(limits.staffSignInByAccount(lower));
  const cookie = await startStaffSession(found.id);
  return { cookie, next: found.totpSecret ? '/staff/sign-in/code' : '/staff/enrol' };
}

/** Counts a code attempt per address and per account, recording the first refusal of a window. */
function countCode(person: Staff, address: string) {
  return count([limits.staffCodeByAddress(address), limits.staffCodeByAccount(person.id)], () =>
    recordAudit(staffActor(person), {
      action: 'code-refused',
      ...about(person),
      detail: { reason: 'too many attempts', address },
    }),
  );
}

/** A code that is not right: recorded, and answered 'wrong'. */
async function refuseCode(person: Staff, detail: Record<string, string>): Promise<'wrong'> {
  await recordAudit(staffActor(person), { action: 'code-refused', ...about(person), detail });
  return 'wrong';
}

/** A TOTP code (each accepted once) or an unused recovery code (spent, and recorded). */
async function secondFactorMethod(
  person: Staff,
  code: string,
): Promise<'authenticator' | 'recovery code' | undefined> {
  if (!person.totpSecret) return undefined;
  const trimmed = code.replace(/\s/g, '');
  const step = totpStep(unseal(person.totpSecret), trimmed);
  if (step !== undefined)
    return (await claimTotpStep(person.id, step)) ? 'authenticator' : undefined;
  if (/^\d+$/.test(trimmed) || trimmed.length > 40) return undefined;
  const spent = await spendRecoveryCode(person.id, recoveryCodeHashes(trimmed), (left) => ({
    actor: staffActor(person),
    record: { action: 'recovery-code-used', ...about(person), detail: { left } },
  }));
  return spent ? 'recovery code' : undefined;
}

/**
 * The second step, after the password: a code, then the session opens the back office under a
 * new token, recorded as the sign-in. 'wrong' for a code that is not right (recorded too).
 */
export async function passSecondFactor(
  session: StaffSessionRecord,
  code: string,
  address: string,
): Promise<StaffCookie | 'wrong'> {
  const person = session.staff;
  await countCode(person, address);
  const method = await secondFactorMethod(person, code);
  if (!method) return refuseCode(person, { address });
  await forget(limits.staffCodeByAccount(person.id));
  return secondFactorPassed(session, {
    actor: staffActor(person),
    record: { action: 'sign-in', ...about(person), detail: { method, address } },
  });
}

/**
 * Enrolment's first code confirms the pending key; that is the second factor of this sign-in.
 * 'wrong' for a code that is not right (the same key is shown again).
 */
export async function confirmEnrolment(
  session: StaffSessionRecord,
  code: string,
  address: string,
): Promise<StaffCookie | 'wrong'> {
  const person = session.staff;
  await countCode(person, address);
  const pending = (await findStaffById(person.id))?.pendingTotpSecret;
  const step = pending ? totpStep(unseal(pending), code.trim()) : undefined;
  if (step === undefined) return refuseCode(person, { address, during: 'enrolment' });
  await confirmTotp(person.id, step);
  await forget(limits.staffCodeByAccount(person.id));
  return secondFactorPassed(session, {
    actor: staffActor(person),
    record: {
      action: 'sign-in',
      ...about(person),
      detail: { method: 'new authenticator', address },
    },
  });
}
