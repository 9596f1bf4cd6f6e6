import 'server-only';
import { hashToken, newToken } from '@/lib/auth/tokens';
import type { AuditActor } from '@/lib/db/queries/audit';
import { company } from '@/content/company';
import {
  deleteStaff,
  findStaffByEmail,
  insertStaff,
  setStaffDisabled,
  setStaffRole,
} from '@/lib/db/queries/staff';
import { resetStaffCredentials } from '@/lib/db/queries/staff-credentials';
import type { Staff, StaffRole } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { queueMail } from '@/lib/mail';
import { LINK, linkEnd, linkWithToken, singleUseLink, unissuedTokenHash } from '@/lib/mail-links';
import { absoluteUrl } from '@/lib/site';

/**
 * Managing staff accounts, from the command line (`npm run staff`) and from the team page
 * (/staff/team, admins). Every change is written with its audit record in one transaction,
 * naming who made it; none may leave the team without an enabled admin (LastAdminError).
 */
export class StaffError extends Error {}

async function person(email: string): Promise<Staff> {
  const found = await findStaffByEmail(email);
  if (!found) throw new StaffError(`no staff member with the e-mail address ${email}`);
  return found;
}

/** The staff member with this address, if any. */
export const findMember = (email: string) => findStaffByEmail(email);

const about = (who: Staff) => ({ subjectType: 'staff' as const, subjectId: who.id });

/** Whether the account has a way in that a new set-up link takes away (a password, a key). */
export const hasSignIn = (who: Staff) => Boolean(who.passwordHash || who.totpSecret);

/**
 * A fresh one-time link to /staff/setup. Anything set up before is wiped at once, not when the
 * link is used (see the query): it is how a lost or exposed password or authenticator is
 * replaced, so the old ones must stop working now; the mail and the team page say so. The
 * command line is given the link to hand over (`show`: the operator owns the machine anyway);
 * the team page has it mailed to its owner only (`mail`): an admin who saw a colleague's link
 * could set up as that colleague. Either way no usable token is stored (lib/mail-links.ts).
 */
export async function newSetupLink(
  email: string,
  actor: AuditActor,
  delivery: 'show',
  base?: string,
): Promise<string>;
export async function newSetupLink(
  email: string,
  actor: AuditActor,
  delivery: 'mail',
): Promise<void>;
export async function newSetupLink(
  email: string,
  actor: AuditActor,
  delivery: 'show' | 'mail',
  base = absoluteUrl('/'),
): Promise<string | void> {
  const found = await person(email);
  const token = newToken();
  const reset = hasSignIn(found);
  const id = await resetStaffCredentials(
    found.id,
    delivery === 'show' ? hashToken(token) : unissuedTokenHash(),
    linkEnd('staff-setup'),
    {
      actor,
      record: { action: 'staff-link', ...about(found), detail: { email: found.email, reset } },
    },
  );
  if (delivery === 'show') return linkWithToken('staff-setup', token, base);
  await mailSetupLink(found, id, reset);
}

type NewStaff = { email: string; name: string; role: StaffRole };

export async function addStaff(
  values: NewStaff,
  actor: AuditActor,
  delivery: 'show',
  base?: string,
): Promise<string>;
export async function addStaff(
  values: NewStaff,
  actor: AuditActor,
  delivery: 'mail',
): Promise<void>;
export async function addStaff(
  values: NewStaff,
  actor: AuditActor,
  delivery: 'show' | 'mail',
  base?: string,
): Promise<string | void> {
  if (await findStaffByEmail(values.email)) {
    throw new StaffError(
      `${values.email} is already a staff member; give them a new set-up link instead`,
    );
  }
  await insertStaff(values, (row) => ({
    actor,
    record: {
      action: 'staff-add',
      ...about(row),
      detail: { email: row.email, name: row.name, role: row.role },
    },
  }));
  return delivery === 'show'
    ? newSetupLink(values.email, actor, 'show', base)
    : newSetupLink(values.email, actor, 'mail');
}

export async function disableStaff(email: string, actor: AuditActor): Promise<void> {
  const found = await person(email);
  await setStaffDisabled(found.id, true, {
    actor,
    record: { action: 'staff-disable', ...about(found), detail: { email: found.email } },
  });
}

export async function enableStaff(email: string, actor: AuditActor): Promise<void> {
  const found = await person(email);
  await setStaffDisabled(found.id, false, {
    actor,
    record: { action: 'staff-enable', ...about(found), detail: { email: found.email } },
  });
}

export async function removeStaff(email: string, actor: AuditActor): Promise<void> {
  const found = await person(email);
  await deleteStaff(found.id, {
    actor,
    record: { action: 'staff-remove', ...about(found), detail: { email: found.email } },
  });
}

export async function changeRole(email: string, role: StaffRole, actor: AuditActor): Promise<void> {
  const found = await person(email);
  if (found.role === role) return;
  await setStaffRole(found.id, role, {
    actor,
    record: {
      action: 'staff-role',
      ...about(found),
      detail: { email: found.email, from: found.role, to: role },
    },
  });
}

/**
 * Mails a set-up link to its owner through the outbox; its token is made as it is sent. After a
 * reset the mail says what has already happened (the old password and authenticator no longer
 * work), so that nobody reads it as a change that waits for the link.
 */
async function mailSetupLink(to: { email: string; name: string }, tokenId: string, reset: boolean) {
  const hours = env().STAFF_SETUP_LINK_HOURS;
  const opening = reset
    ? [
        `An admin has reset your sign-in to the ${company.name} back office:`,
        'your password and authenticator no longer work, your recovery codes',
        'are void, and you have been signed out. Choose a new password and',
        'add your authenticator app again with this link. It works once,',
        `within the next ${hours} hours:`,
      ]
    : [
        `Set up your ${company.name} back office account: choose a password, then add an`,
        `authenticator app. The link works once, within the next ${hours} hours:`,
      ];
  const closing = reset
    ? 'If you did not ask for this, tell an admin at once.'
    : 'If you did not expect this, ignore it: no one can use the account until the link is used.';
  await queueMail({
    to: to.email,
    subject: reset
      ? `Your ${company.name} back office sign-in was reset`
      : `Your ${company.name} back office account`,
    text: [`Hello ${to.name},`, '', ...opening, '', LINK, '', closing].join('\n'),
    ...singleUseLink('staff-setup', tokenId),
  });
}
